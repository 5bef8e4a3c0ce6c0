import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { SessionLogin } from './session-login.tsx';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/session/login', element: <SessionLogin /> },
      { path: '/store', element: <h1>Tienda</h1> },
      { path: '/products', element: <h1>Productos</h1> },
    ],
    { initialEntries: ['/session/login?redirect=%2Fproducts'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('login screen', () => {
  it('validates the email when the field loses focus', async () => {
    renderLogin();
    const email = screen.getByLabelText(/email/i);
    fireEvent.change(email, { target: { value: 'no-es-un-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('El campo email debe ser un correo electrónico válido')).toBeTruthy();
  });

  it('says the data is invalid when the server refuses the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'admin@vitrina.test' } });
    fireEvent.change(screen.getByLabelText(/contraseña/i), { target: { value: 'incorrecta' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    expect(await screen.findByText('Los datos ingresados son inválidos')).toBeTruthy();
  });

  it('goes back to the asked-for page after signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              access_token: 't',
              token_type: 'Bearer',
              plan_id: null,
              name: 'Admin',
              lastname: 'Vitrina',
              email: 'admin@vitrina.test',
              role_id: 1,
              user_id: 1,
              store_id: null,
            }),
            { status: 200 },
          ),
      ),
    );
    const router = renderLogin();
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'admin@vitrina.test' } });
    fireEvent.change(screen.getByLabelText(/contraseña/i), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    expect(await screen.findByRole('heading', { name: 'Productos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
    expect(localStorage.getItem('token')).toBe('t');
  });
});
