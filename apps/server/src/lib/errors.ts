/** Server-side texts of replies; the panel shows them as they come (Spanish first). */
export const errorTexts = {
  unauthenticated: 'No autenticado. Inicie sesión nuevamente.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'Recurso no encontrado.',
  conflict: 'La acción no está permitida en el estado actual.',
  tooLarge: 'El archivo es demasiado grande.',
  invalidData: 'Los datos ingresados son inválidos',
  badRequest: 'La solicitud no es válida.',
  tooManyRequests: 'Demasiados intentos. Intente de nuevo más tarde.',
  unexpected: 'Ha ocurrido un error inesperado.',
  invalidCredentials: 'Los datos ingresados son inválidos',
  userNotFoundByEmail: 'No existe ningun usuario registrado con este email',
  recoveryEmailSent: 'Email enviado exitosamente',
  passwordChanged: 'Contraseña actualizada exitosamente',
  resetCodeInvalid: 'El enlace de recuperación no es válido o ha expirado.',
  loggedOut: 'Sesión cerrada.',
  accountInactive: 'Su cuenta está desactivada.',
  imageType: 'El archivo debe ser una imagen JPEG, PNG o WEBP',
  imageUnreadable: 'No se pudo leer la imagen',
  imageRequired: 'Debe seleccionar una imagen',
  botTokenRejected: 'Telegram no reconoce este token',
  botUserMismatch: 'Este token pertenece al bot @{{username}}; use ese usuario',
  webhookFailed: 'Telegram no aceptó el webhook de la tienda; intente de nuevo',
  catalogueInUse:
    'No se puede eliminar un catálogo que todavía tiene productos o extras. Muévalos o elimínelos primero.',
  catalogueNotFound: 'El catálogo no existe',
  tooManyImages: 'Un producto admite como máximo 10 imágenes',
  imageOrder: 'El orden debe incluir cada imagen del producto una sola vez',
  dealerDeleted: 'Repartidor eliminado exitosamente',
  cannotDeactivateSelf: 'No puede desactivar su propia cuenta',
  alreadyExists: 'Ya existe un registro con ese valor.',
  stillReferenced: 'No se puede eliminar: otros datos todavía lo usan.',
  referenceMissing: 'Los datos hacen referencia a un registro que no existe.',
} as const;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, errorTexts.unauthenticated);
export const forbidden = () => new AppError(403, errorTexts.forbidden);
export const notFound = (message: string = errorTexts.notFound) => new AppError(404, message);
export const conflict = (message: string = errorTexts.conflict) => new AppError(409, message);
export const tooManyRequests = () => new AppError(429, errorTexts.tooManyRequests);
export const invalid = (errors: Record<string, string[]>, message: string = errorTexts.invalidData) =>
  new AppError(422, message, errors);
