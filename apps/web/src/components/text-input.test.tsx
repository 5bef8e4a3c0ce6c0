import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('TextInput', () => {
  it('is named by its label and described by its message, like MUI’s TextField', () => {
    render(
      <TextInput
        name="email"
        label="Email"
        value="x"
        onChange={() => undefined}
        required
        error
        helperText="El campo email debe ser un correo electrónico válido"
      />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('El campo email debe ser un correo electrónico válido');
  });

  it('has no description without a message', () => {
    render(<TextInput name="q" label="Buscar" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Buscar' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
