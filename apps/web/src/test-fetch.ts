import { vi } from 'vitest';

// fetch for the screen and dialog tests that drive the real api-client: answered per call, each
// call recorded with its JSON or multipart body.

export type FetchCall = { url: string; method: string; body: unknown };

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A `stubFetch(answer)` that records each call into the list `calls()` gives at that moment. */
export function fetchStub(calls: () => FetchCall[]) {
  return (answer: (call: FetchCall) => Response | Promise<Response>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body =
          init?.body instanceof FormData
            ? Object.fromEntries(init.body.entries())
            : init?.body
              ? JSON.parse(String(init.body))
              : undefined;
        const call = { url: String(url), method: init?.method ?? 'GET', body };
        calls().push(call);
        return answer(call);
      }),
    );
}
