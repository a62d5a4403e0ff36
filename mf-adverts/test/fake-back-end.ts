// A back end for model and render tests: `fetch` answered by the test, every call recorded as the API
// sees it (method, path with its query, its body: JSON as an object, a multipart form as FormData), so
// a test asserts the calls a shopper's page makes.
import { vi } from 'vitest';

export interface SeenCall {
  method: string;
  /** The path under the API's base with its query, e.g. general/v2/product?sortBy=newer%2B. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = (call: SeenCall) => Response | Promise<Response>;

function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

export function fakeBackEnd(answer: Answer): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: url.replace(/^(https?:\/\/[^/]+)?\/api\//, ''),
      body: bodyOf(init.body),
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

export const refusal = (status: number, code: string, fieldErrors: Record<string, string[]> = {}) =>
  Response.json({ code, message: code, fieldErrors }, { status });

export const noContent = () => new Response(null, { status: 204 });

/** The path of a call without its query. */
export const pathOf = (call: SeenCall) => call.url.split('?')[0]!;
