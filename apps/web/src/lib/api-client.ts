import type { z } from 'zod';
import { authorizationHeader, clearSessionSentWith } from './session.ts';

export const API_BASE = '/api';

export type FieldErrors = Record<string, string[]>;

/**
 * The server answered with an error status; `message` and `errors` are its texts, in the chosen
 * language when it named their keys.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The request never got an answer (server down, offline, aborted). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the reply; the wire format lives in @vitrina/contract. */
  schema?: z.ZodType<T>;
  /** false for calls made before there is a session (login, sign-up, recovery). */
  auth?: boolean;
  signal?: AbortSignal;
};

function toFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, texts] of Object.entries(value)) {
    if (Array.isArray(texts)) out[field] = texts.filter((x): x is string => typeof x === 'string');
    else if (typeof texts === 'string') out[field] = [texts];
  }
  return out;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Resolves in a new task (a message to this page: no timer clamping, untouched by fake timers). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Sends a call with the session's token; a non-2xx answer becomes an ApiError. */
async function send(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'> & { accept: string },
): Promise<Response> {
  const { method = 'GET', body, auth = true, signal, accept } = options;
  const headers: Record<string, string> = { Accept: accept };
  const authorization = auth ? authorizationHeader() : null;
  if (authorization) headers.Authorization = authorization;
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  // A screen mounts its queries together; each read starts in a task of its own, so seven of them
  // never make one long task on a phone (each fetch() costs several milliseconds there).
  if (method === 'GET') await nextTask();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const reply = ((await readJson(response)) ?? {}) as {
      message?: unknown;
      errors?: unknown;
      messageKey?: unknown;
    };
    const message = typeof reply.message === 'string' ? reply.message : response.statusText;
    // A bad or revoked token ends the session the call was sent under, wherever it came from; a
    // late answer for a token that has since been replaced (sign-out, then sign-in) ends nothing.
    if (response.status === 401 && authorization)
      clearSessionSentWith(
        authorization,
        reply.messageKey === 'serverMessages.sessionIdle' ? 'idle' : 'expired',
      );
    const errors = toFieldErrors(reply.errors);
    // In the chosen language when the reply names its texts' keys; the translator loads with the
    // first failure (not with the sign-in page), and if it cannot, the server's own texts show.
    const texts = await import('./server-texts.ts').then(
      (translator) => translator.inUserLanguage(message, errors, reply),
      () => ({ message, errors }),
    );
    throw new ApiError(response.status, texts.message, texts.errors);
  }
  return response;
}

/** The one way the panel talks to the API. Paths are relative to /api, as SPEC.md §7 writes them. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema, ...rest } = options;
  const data = await readJson(await send(path, { ...rest, accept: 'application/json' }));
  return schema ? schema.parse(data) : (data as T);
}

/** A file the API sends (CSV exports), with the name its Content-Disposition gives. */
export async function apiDownload(
  path: string,
  accept: string,
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, { accept });
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}
