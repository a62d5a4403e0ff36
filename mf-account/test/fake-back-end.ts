// A back end for model tests: `fetch` answered by the test, every call recorded as the API sees it
// (method, path with its query, JSON body), so a test asserts the calls a shopper's page makes.
import { vi } from 'vitest';

export interface SeenCall {
  method: string;
  /** The path under the /api proxy with its query, e.g. users/company?search=acme. */
  url: string;
  body: unknown;
}

export type Answer = (call: SeenCall) => Response | Promise<Response>;

export function fakeBackEnd(answer: Answer): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: url.replace(/^\/api\//, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** An answer the test gives later: `answers[i]` ends the i-th call. */
export function heldAnswers() {
  const answers: ((response: Response) => void)[] = [];
  const answer: Answer = () => new Promise<Response>((resolve) => answers.push(resolve));
  return { answers, answer };
}

export const refusal = (status: number, code: string, fieldErrors: Record<string, string[]> = {}) =>
  Response.json({ code, message: code, fieldErrors }, { status });
