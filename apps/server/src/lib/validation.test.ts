import { describe, expect, it } from 'vitest';
import { fieldError, requestErrors, validationText } from './validation.ts';

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

describe('requestErrors', () => {
  const issue = (
    keyword: string,
    path: string,
    params: Record<string, unknown> = {},
    message = 'Invalid input',
  ) => ({
    keyword,
    instancePath: path,
    message,
    params,
  });

  it('speaks Spanish for the issues zod describes in English', () => {
    const errors = requestErrors(
      [
        issue('invalid_type', '/q', { expected: 'string' }),
        issue('invalid_type', '/per_page', { expected: 'number' }),
        issue('invalid_value', '/sort', { values: ['newest'] }),
        issue('too_big', '/cursor', { origin: 'string', maximum: 200 }),
        issue('invalid_type', '/name', { expected: 'string' }),
      ],
      { q: ['a', 'b'], per_page: 'x', sort: 'z', cursor: 'c'.repeat(201) },
    );
    expect(errors).toEqual({
      q: ['El campo q no es válido'],
      per_page: ['El campo per_page debe ser un número'],
      sort: ['El campo orden tiene un valor no permitido'],
      cursor: ['El campo cursor no debe superar 200 caracteres'],
      name: ['El campo nombre es obligatorio'],
    });
    expect(JSON.stringify(errors)).not.toMatch(/Invalid|expected/);
  });

  it('asks for a JSON object when the whole body is of the wrong type', () => {
    expect(requestErrors([issue('invalid_type', '/', { expected: 'object' })], null)).toEqual({
      _: ['Los datos deben enviarse como un objeto JSON'],
    });
  });

  it('keeps the contract’s own keys and fills a custom issue’s bound', () => {
    const errors = requestErrors(
      [
        issue('custom', '/end_date', { params: { maximum: 366 } }, 'validation.dateRange'),
        issue('custom', '/start_date', {}, 'validation.date'),
      ],
      {},
    );
    expect(errors).toEqual({
      end_date: ['El rango de fechas no debe superar 366 días'],
      start_date: ['El campo fecha inicial debe ser una fecha válida (AAAA-MM-DD)'],
    });
  });
});
