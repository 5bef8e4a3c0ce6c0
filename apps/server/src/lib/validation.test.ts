import { describe, expect, it } from 'vitest';
import { fieldError, validationText } from './validation.ts';

describe('validationText', () => {
  it('names the field by its Spanish attribute label', () => {
    expect(validationText('validation.required', 'storeName')).toBe(
      'El campo nombre de la tienda es obligatorio',
    );
  });

  it('fills the bound of a length rule', () => {
    expect(validationText('validation.maxLength', 'message', { maximum: 240 })).toBe(
      'El campo mensaje no debe superar 240 caracteres',
    );
  });

  it('uses the last segment of a nested field and keeps unknown messages as they are', () => {
    expect(validationText('validation.required', 'schedules.0.name')).toBe('El campo nombre es obligatorio');
    expect(validationText('Texto libre', 'name')).toBe('Texto libre');
  });

  it('builds a one-field errors object', () => {
    expect(fieldError('email', 'emailTaken')).toEqual({ email: ['El email ya esta registrado'] });
  });
});
