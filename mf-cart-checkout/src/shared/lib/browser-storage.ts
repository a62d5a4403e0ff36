// Local storage as the cart reads it: absent on the server, and possibly refused in the browser
// (private modes, a full quota). Either way the cart works without it; only the early count is lost.

function storage(): Storage | null {
  // Never on the server, even where a runtime offers a storage: it would be shared by every shopper.
  if (typeof window === 'undefined') return null;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON under `key`, or undefined when there is none or it is not JSON. */
export function readStored(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage keeps the previous copy; the server's cart stays the truth.
  }
}
