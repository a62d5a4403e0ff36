// The gates' cookies as browser code reads and writes them. Their names, lifetime and how a value
// is read are the bus's (@vitrina/events, gates.ts), which the gateway reads them with too.
import { GATE_COOKIE_MAX_AGE_S } from '@vitrina/events';

/** One cookie's value in a `document.cookie` string (`a=1; b=2`); undefined when it is not there. */
export function cookieValue(all: string, name: string): string | undefined {
  for (const pair of all.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A `document.cookie` line keeping a gate's answer for a year on the whole shop. Lax like the
 * gateway's cookies; Secure on an https shop, where a plain-http page must not change the answer.
 */
export function gateCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${GATE_COOKIE_MAX_AGE_S}; samesite=lax${secure ? '; secure' : ''}`;
}
