import type { Locale } from '@vitrina/events';
import type { RemoteKey, RouteTable } from '@vitrina/mf-kit';
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
  /** Which remote owns which URLs, from the pinned versions: client navigation picks remotes by it. */
  routes: RouteTable;
  /** Remotes the server could not load or render: the browser starts with their fallback. */
  failed: RemoteKey[];
  /** How long the browser waits for a remote before showing its fallback. */
  timeoutMs: number;
  /** effector's serialized scope, without the frame data's stores (FRAME_STATE_GLOBAL has those). */
  state: Record<string, unknown>;
}

export const BOOT_GLOBAL = '__VITRINA__';
/** The frame data's serialized stores: kept with the frame's HTML and written as it was kept. */
export const FRAME_STATE_GLOBAL = '__VITRINA_FRAME__';

const UNSAFE_IN_SCRIPT = /[<>\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON safe inside a <script>: no `</script>`, no HTML comment openers, no line separators. One
 * pass over the text: the payload holds the page's whole state, tens of kilobytes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPED[character] ?? character);
}

/** The page's boot payload, and the frame's state as `scriptJson` made it (it is kept, not made again). */
export function bootScript(payload: BootPayload, frameStateJson = '{}'): string {
  return `window.${BOOT_GLOBAL}=${scriptJson(payload)};window.${FRAME_STATE_GLOBAL}=${frameStateJson};`;
}
