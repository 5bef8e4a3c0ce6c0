import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { i18next } from './i18n.ts';
import { settleSave } from './server-errors.ts';
import { type Toast, watchToasts } from './toast.ts';

const heard: Toast[] = [];
const unwatch = watchToasts((toast) => heard.push(toast));
afterEach(() => {
  heard.length = 0;
});
afterAll(unwatch);

const options = { successKey: 'toasts.banks.created', fallbackKey: 'toasts.banks.createFailed' };

describe('settleSave', () => {
  it('says the save worked, then does what follows with what was saved', async () => {
    const onSaved = vi.fn();
    const setError = vi.fn();
    await settleSave(
      i18next.t,
      Promise.resolve({ id: 4 }),
      { setError, fields: [] },
      { ...options, onSaved },
    );
    expect(heard).toEqual([{ message: i18next.t('toasts.banks.created'), variant: 'success' }]);
    expect(onSaved).toHaveBeenCalledWith({ id: 4 });
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts a refusal’s field texts under the fields and says the save failed, without what follows', async () => {
    const onSaved = vi.fn();
    const setError = vi.fn();
    const refused = Promise.reject(
      new ApiError(422, 'Unprocessable', { bankName: ['El campo banco es obligatorio'] }),
    );
    await settleSave(i18next.t, refused, { setError, fields: ['bankName'] }, { ...options, onSaved });
    expect(setError).toHaveBeenCalledWith(
      'bankName',
      { type: 'server', message: 'El campo banco es obligatorio' },
      { shouldFocus: true },
    );
    expect(heard).toEqual([{ message: i18next.t('toasts.banks.createFailed'), variant: 'error' }]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
