import type { Locale } from '@vitrina/events';
import type { RemoteKey } from '@vitrina/mf-kit';
import type { ShellSite } from './app/site.ts';

/** One pinned remote as the browser must load it: the exact, immutable URL of that version. */
export interface BootRemote {
  container: string;
  version: string;
  entry: string;
}

/** Everything the server hands the browser in the page, so both render the same thing. */
export interface BootPayload {
  site: ShellSite;
  locale: Locale;
  /** Id of the set of pinned versions this page was rendered with. */
  pinSet: string;
  remotes: Partial<Record<RemoteKey, BootRemote>>;
  /** Remotes the server could not load or render: the browser starts with their fallback. */
  failed: RemoteKey[];
  /** How long the browser waits for a remote before showing its fallback. */
  timeoutMs: number;
  /** effector's serialized scope. */
  state: Record<string, unknown>;
}

export const BOOT_GLOBAL = '__VITRINA__';

/** JSON safe inside a <script>: no `</script>`, no HTML comment openers, no line separators. */
export function bootScript(payload: BootPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.${BOOT_GLOBAL}=${json};`;
}
