import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';
import { changeLanguage, i18next } from './i18n.ts';
import { failureText, reportFormFailure } from './server-errors.ts';
import { type Toast, watchToasts } from './toast.ts';

/** Replies as the API writes them: Spanish texts, and their catalogue keys next to them. */
const inUse = {
  message:
    'No se puede eliminar un catálogo que todavía tiene productos o extras. Muévalos o elimínelos primero.',
  messageKey: 'serverMessages.catalogueInUse',
};
const refused = {
  message: 'Los datos ingresados son inválidos',
  messageKey: 'serverMessages.invalidData',
  errors: {
    name: ['El campo nombre es obligatorio'],
    telegram_user_bot: ['Este token pertenece al bot @otro_bot; use ese usuario'],
    password: ['El campo contraseña debe tener al menos 8 caracteres'],
    extra: ['Un texto sin clave'],
  },
  errorKeys: {
    name: [{ key: 'validation.required' }],
    telegram_user_bot: [{ key: 'serverMessages.botUserMismatch', params: { username: 'otro_bot' } }],
    password: [{ key: 'validation.minLength', params: { min: '8' } }],
    extra: [null],
  },
};

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
const failure = (status: number, body: unknown) => {
  answer(status, body);
  return apiRequest('catalogue/3', { method: 'DELETE', auth: false }).catch((error: unknown) => error);
};

const heard: Toast[] = [];
const unwatch = watchToasts((toast) => heard.push(toast));
afterEach(() => {
  vi.unstubAllGlobals();
  heard.length = 0;
});
afterAll(async () => {
  unwatch();
  await changeLanguage('es');
});

describe('server texts in the chosen language', () => {
  it('shows a German refusal in German, under the toast and the fields', async () => {
    await changeLanguage('de');
    const conflict = await failure(409, inUse);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(failureText(i18next.t, conflict, { fallbackKey: 'toasts.common.connectionError' })).toBe(
      'Ein Katalog, der noch Produkte oder Extras enthält, kann nicht gelöscht werden. Verschieben oder löschen Sie diese zuerst.',
    );

    const setError = vi.fn();
    reportFormFailure(
      i18next.t,
      await failure(422, refused),
      { setError, fields: ['name', 'password', 'telegram_user_bot'] },
      { fallbackKey: 'toasts.banks.createFailed' },
    );
    const shown = Object.fromEntries(setError.mock.calls.map(([field, error]) => [field, error.message]));
    expect(shown).toEqual({
      name: 'Das Feld „Vorname“ ist erforderlich',
      password: 'Das Feld „Passwort“ muss mindestens 8 Zeichen lang sein',
      telegram_user_bot: 'Dieses Token gehört zum Bot @otro_bot; verwenden Sie diesen Benutzernamen',
    });
    // A text the server sent without a key is shown as it came.
    expect(heard.at(-1)?.message).toContain('Un texto sin clave');
  });

  it('shows an Arabic user the same refusal in Arabic', async () => {
    await changeLanguage('ar');
    const conflict = (await failure(409, inUse)) as ApiError;
    expect(conflict.message).toBe(
      'لا يمكن حذف كتالوج ما زال يحتوي على منتجات أو إضافات. انقلها أو احذفها أولًا.',
    );
    const invalid = (await failure(422, refused)) as ApiError;
    expect(invalid.message).toBe('البيانات المدخلة غير صالحة');
    expect(invalid.errors.name).toEqual(['حقل الاسم مطلوب']);
  });

  it("says a sale's refusal whole in the user's language, its status and action words too", async () => {
    const notAllowed = {
      message: 'La venta #42 ya está verificada: no se puede verificar el pago.',
      messageKey: 'merchantTexts.saleNotAllowed',
      messageParams: { id: '42', status: 'verificada', action: 'verificar el pago' },
      messageParamKeys: {
        status: 'merchantTexts.saleStatusVerified',
        action: 'merchantTexts.saleActionVerify',
      },
    };
    await changeLanguage('en');
    expect(((await failure(409, notAllowed)) as ApiError).message).toBe(
      'Sale #42 is already verified: you cannot verify the payment.',
    );
    await changeLanguage('de');
    const german = ((await failure(409, notAllowed)) as ApiError).message;
    expect(german).toContain('#42');
    expect(german).not.toMatch(/verificad|verificar/);
    await changeLanguage('es');
    expect(((await failure(409, notAllowed)) as ApiError).message).toBe(notAllowed.message);
  });

  it('keeps the server’s Spanish for Spanish, and for replies without keys', async () => {
    await changeLanguage('es');
    const conflict = (await failure(409, inUse)) as ApiError;
    expect(conflict.message).toBe(inUse.message);
    const invalid = (await failure(422, refused)) as ApiError;
    expect(invalid.errors).toEqual(refused.errors);
    await changeLanguage('de');
    const old = (await failure(404, { message: 'Recurso no encontrado.' })) as ApiError;
    expect(old.message).toBe('Recurso no encontrado.');
    const unknownKey = (await failure(409, {
      message: 'Texto nuevo',
      messageKey: 'serverMessages.nuevo',
    })) as ApiError;
    expect(unknownKey.message).toBe('Texto nuevo');
  });
});
