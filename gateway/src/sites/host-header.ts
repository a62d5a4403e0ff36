// What a Host header may look like before any shop is looked up for it: a DNS name or an IP
// literal with an optional port in range. Anything else (a port of 99999, 300 characters,
// control characters) is a bad request, never a back-end lookup or a cache key.

const NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

export interface HostName {
  /** Lower case, without the port and a trailing dot. */
  name: string;
  port?: number;
}

/** The host name of a valid Host header, or null for an invalid one. */
export function parseHostHeader(header: string | undefined): HostName | null {
  if (!header || header.length > 260) return null;
  const lower = header.toLowerCase();
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(lower);
  if (!match) return null;
  const [, rawName = '', rawPort] = match;
  if (!NAME.test(rawName) && !IPV6.test(rawName)) return null;
  const port = rawPort === undefined ? undefined : Number(rawPort);
  if (port !== undefined && (port < 1 || port > 65535)) return null;
  return { name: rawName.replace(/\.$/, ''), ...(port !== undefined ? { port } : {}) };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Health checks and local benches talk to a one-brand gateway by its loopback address. */
export const isLoopbackName = (name: string) => LOOPBACK.has(name);
