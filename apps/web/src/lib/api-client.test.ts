import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NetworkError } from './api-client.ts';
import { getSession, saveSession } from './session.ts';

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const session = {
  access_token: 'tok',
  token_type: 'Bearer' as const,
  plan_id: null,
  name: 'Caja',
  lastname: 'Uno',
  email: 'cajero@vitrina.test',
  role_id: 3 as const,
  user_id: 4,
  store_id: 1,
  time_zone: 'America/Caracas',
};

describe('apiRequest', () => {
  it('sends the stored token as "<type> <token>" under /api', async () => {
    saveSession(session);
    const fetchMock = reply(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('bill');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bill');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('ends the session when an authenticated call answers 401', async () => {
    saveSession(session);
    vi.stubGlobal('fetch', reply(401, { message: 'No autenticado' }));
    await expect(apiRequest('bill')).rejects.toMatchObject({ status: 401, message: 'No autenticado' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a newer session when a call sent under the previous one answers 401 late', async () => {
    saveSession(session);
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const late = apiRequest('bill');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Someone signs out and the next person signs in while the old call is still in flight.
    saveSession({
      ...session,
      access_token: 'tok-new',
      email: 'tienda@vitrina.test',
      role_id: 2,
      user_id: 3,
    });
    answer(new Response(JSON.stringify({ message: 'No autenticado' }), { status: 401 }));
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.token).toBe('tok-new');
  });

  it('keeps the session when a call without token answers 401 (wrong password)', async () => {
    saveSession(session);
    vi.stubGlobal('fetch', reply(401, { message: 'Credenciales inválidas' }));
    await expect(apiRequest('auth/login', { method: 'POST', body: {}, auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(getSession()).not.toBeNull();
  });

  it('reads 422 field errors', async () => {
    vi.stubGlobal(
      'fetch',
      reply(422, { message: 'Datos inválidos', errors: { email: ['El email ya esta registrado'] } }),
    );
    const error = (await apiRequest('auth/signup', { method: 'POST', body: {}, auth: false }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual({ email: ['El email ya esta registrado'] });
  });

  it('reports a request that never got an answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('auth/login', { method: 'POST', body: {}, auth: false })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
