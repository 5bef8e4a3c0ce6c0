import { loginBody, signupBody } from '@vitrina/contract';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver, fieldErrorText } from './forms.ts';
import { i18next } from './i18n.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;

describe('contractResolver', () => {
  it('turns contract keys into Spanish texts with the field label and bounds', async () => {
    const result = await contractResolver(signupBody)(
      {
        name: '',
        lastname: 'P',
        email: 'no-es-email',
        storeName: 'T',
        storeDescription: 'D',
        password: 'corta',
        password_confirmation: 'corta',
      },
      undefined,
      options,
    );
    const text = (field: string) =>
      fieldErrorText(i18next.t, field, (result.errors as Record<string, never>)[field]);
    expect(text('name')).toBe('El campo nombre es obligatorio');
    expect(text('email')).toBe('El campo email debe ser un correo electrónico válido');
    expect(text('password')).toBe('El campo contraseña debe tener al menos 8 caracteres');
  });

  it('passes valid values through the schema', async () => {
    const result = await contractResolver(loginBody)(
      { email: '  Admin@Vitrina.TEST ', password: 'demo1234' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'admin@vitrina.test', password: 'demo1234' });
  });

  it('shows server texts as they came', () => {
    expect(
      fieldErrorText(i18next.t, 'email', { type: 'server', message: 'El email ya esta registrado' }),
    ).toBe('El email ya esta registrado');
  });
});
