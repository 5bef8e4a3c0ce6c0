import { serverMessagesEs } from '@vitrina/contract';

/**
 * Server-side texts of replies: the contract's Spanish catalogue, which the panel translates by
 * each text's key (message-keys.ts).
 */
export const errorTexts = serverMessagesEs;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** What failed underneath (a 5xx's), for the log; never sent. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const unauthenticated = () => new AppError(401, errorTexts.unauthenticated);
export const forbidden = () => new AppError(403, errorTexts.forbidden);
export const notFound = (message: string = errorTexts.notFound) => new AppError(404, message);
export const conflict = (message: string = errorTexts.conflict) => new AppError(409, message);
export const tooManyRequests = () => new AppError(429, errorTexts.tooManyRequests);
export const invalid = (errors: Record<string, string[]>, message: string = errorTexts.invalidData) =>
  new AppError(422, message, errors);
