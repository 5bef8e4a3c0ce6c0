import { describe, expect, it } from 'vitest';
import { requiredText } from '../common/fields.ts';
import { validationTexts } from '../i18n/validation.ts';
import { bankAccountBody, bankBody } from './bank.ts';

const valid = {
  bank_name: 'Banesco',
  account_type: 'VES',
  account_number: '0134-0000-00-0000000001',
  owner_full_name: 'Ana Pérez',
  owner_idenfication_type: 'V',
  owner_idenfication: 'V-12.345.678',
};
const errorsOf = (input: unknown) => {
  const result = bankBody.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bankBody', () => {
  it('keeps only the digits of an account number and a document written with separators', () => {
    const bank = bankBody.parse(valid);
    expect(bank.account_number).toBe('01340000000000000001');
    expect(bank.owner_idenfication).toBe('12345678');
  });

  it('accepts a Zelle e-mail as a dollar account and a RIF with its check digit', () => {
    const bank = bankBody.parse({
      ...valid,
      account_type: 'USD',
      account_number: 'pagos@bodegon.com',
      owner_idenfication_type: 'J',
      owner_idenfication: 'J-40123456-7',
    });
    expect(bank).toMatchObject({ account_number: 'pagos@bodegon.com', owner_idenfication: '401234567' });
  });

  it.each([
    ['VES', '0134 0000 0000', 'accountNumberVes'],
    ['USD', 'abc', 'accountNumberUsd'],
    ['USD', 'cuenta#1234', 'accountNumberUsd'],
  ])('refuses a %s account number %j', (type, number, key) => {
    expect(errorsOf({ ...valid, account_type: type, account_number: number })).toEqual({
      account_number: `validation.${key}`,
    });
  });

  it.each([
    ['V', '12345', 'documentCedula'],
    ['V', '1234567890', 'documentCedula'],
    ['V', 'J-12345678', 'documentCedula'],
    ['J', '12345678', 'documentRif'],
    ['R', '1234567890', 'documentRif'],
  ])('refuses a %s document %j', (type, number, key) => {
    expect(errorsOf({ ...valid, owner_idenfication_type: type, owner_idenfication: number })).toEqual({
      owner_idenfication: `validation.${key}`,
    });
  });

  it('reports every wrong field at once, with keys the catalogue knows', () => {
    const errors = errorsOf({ account_type: 'VES', account_number: '12', owner_idenfication_type: 'X' });
    expect(errors).toEqual({
      bank_name: 'validation.required',
      account_number: 'validation.accountNumberVes',
      owner_full_name: 'validation.required',
      owner_idenfication_type: 'validation.oneOf',
      owner_idenfication: 'validation.required',
    });
    for (const key of Object.values(errors)) {
      expect(validationTexts.es).toHaveProperty(key.replace('validation.', ''));
    }
  });
});

describe('bankAccountBody', () => {
  it.each([null, 'texto', 42, []])('refuses %j as a body without throwing', (input) => {
    const result = bankBody.safeParse(input);
    expect(result.success).toBe(false);
  });

  it('takes extra fields beside the account fields and checks both', () => {
    const ticketAccount = bankAccountBody({ label: requiredText(40) });
    expect(ticketAccount.parse({ ...valid, label: 'Principal' })).toMatchObject({
      label: 'Principal',
      account_number: '01340000000000000001',
    });
    const result = ticketAccount.safeParse({ ...valid, account_number: '12' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'account_number',
      'label',
    ]);
  });
});
