import { describe, expect, it } from 'vitest';
import { attributeTexts, validationTexts } from '../i18n/validation.ts';
import { signupBody } from './session.ts';

const valid = {
  name: 'Ana',
  lastname: 'Pérez',
  email: ' Ana@Example.COM ',
  storeName: 'Bodega',
  storeDescription: 'Víveres',
  password: 'clave-segura',
  password_confirmation: 'clave-segura',
};

describe('signupBody', () => {
  it('trims and lower-cases the email', () => {
    expect(signupBody.parse(valid).email).toBe('ana@example.com');
  });

  it('reports message keys that the catalogues know', () => {
    const result = signupBody.safeParse({ ...valid, name: '', email: 'nope', password_confirmation: 'x' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      name: 'validation.required',
      email: 'validation.email',
      password_confirmation: 'validation.passwordMismatch',
    });
    for (const message of Object.values(byField)) {
      expect(validationTexts.es).toHaveProperty(message.replace('validation.', ''));
    }
  });
});

describe('catalogues', () => {
  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(validationTexts.en).sort()).toEqual(Object.keys(validationTexts.es).sort());
    expect(Object.keys(attributeTexts.en).sort()).toEqual(Object.keys(attributeTexts.es).sort());
  });
});
