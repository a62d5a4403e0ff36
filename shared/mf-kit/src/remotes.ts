/** The five remotes, keyed by the short name used in pins, URLs and the shell's route table. */
export const REMOTES = {
  catalog: 'mf-catalog',
  'cart-checkout': 'mf-cart-checkout',
  account: 'mf-account',
  adverts: 'mf-adverts',
  content: 'mf-content',
} as const;

export type RemoteKey = keyof typeof REMOTES;
export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

export function isRemoteKey(value: string): value is RemoteKey {
  return Object.hasOwn(REMOTES, value);
}

/** The one module every remote exposes. */
export const REMOTE_EXPOSE = './remote';

/** Semver-like versions only: they become folder names and container names. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * A container name unique per version: two versions of one remote loaded in one gateway process
 * must not share the global name the Module Federation runtime keys containers by.
 */
export function containerName(key: RemoteKey, version: string): string {
  return `${REMOTES[key].replace(/-/g, '_')}__${version.replace(/[^0-9A-Za-z]/g, '_')}`;
}
