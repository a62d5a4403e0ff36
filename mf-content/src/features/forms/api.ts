// The form calls, through the gateway's same-origin /api proxy (it adds the site token).
import type { ApiContext } from '@vitrina/events';
import { apiUrl } from '@vitrina/events';

export type FormResult =
  | { kind: 'accepted'; body: unknown }
  | { kind: 'rejected'; status: number; code: string; fieldErrors: Record<string, string[]> }
  | { kind: 'failed' };

export async function postForm(
  ctx: ApiContext,
  path: string,
  body: Record<string, unknown> | FormData,
): Promise<FormResult> {
  const isJson = !(body instanceof FormData);
  try {
    const res = await fetch(apiUrl(ctx, { path }), {
      method: 'POST',
      headers: { accept: 'application/json', ...(isJson ? { 'content-type': 'application/json' } : {}) },
      body: isJson ? JSON.stringify(body) : body,
    });
    const json = (await res.json().catch(() => null)) as {
      code?: string;
      fieldErrors?: Record<string, string[]>;
    } | null;
    if (res.ok) return { kind: 'accepted', body: json };
    if (res.status >= 500 && !json?.code) return { kind: 'failed' };
    return { kind: 'rejected', status: res.status, code: json?.code ?? 'error', fieldErrors: json?.fieldErrors ?? {} };
  } catch {
    return { kind: 'failed' };
  }
}
