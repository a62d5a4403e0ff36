/**
 * Whether the browser lets the shop keep state: cookies (the guest's cart token, the locale),
 * localStorage and sessionStorage. Blocked storage throws on access in some browsers and
 * silently drops writes in others, so each is written, read back and removed.
 */
export interface StorageProbe {
  cookieEnabled: boolean;
  getCookies: () => string;
  setCookie: (cookie: string) => void;
  local: () => Storage;
  session: () => Storage;
}

const PROBE = 'vitrina-storage-probe';

function storageWorks(open: () => Storage): boolean {
  try {
    const storage = open();
    storage.setItem(PROBE, '1');
    const ok = storage.getItem(PROBE) === '1';
    storage.removeItem(PROBE);
    return ok;
  } catch {
    return false;
  }
}

function cookiesWork(probe: StorageProbe): boolean {
  if (!probe.cookieEnabled) return false;
  try {
    probe.setCookie(`${PROBE}=1; path=/; SameSite=Lax`);
    const ok = probe
      .getCookies()
      .split(';')
      .some((c) => c.trim() === `${PROBE}=1`);
    probe.setCookie(`${PROBE}=; path=/; max-age=0; SameSite=Lax`);
    return ok;
  } catch {
    return false;
  }
}

export function storageAvailable(probe: StorageProbe): boolean {
  return cookiesWork(probe) && storageWorks(probe.local) && storageWorks(probe.session);
}

export function browserProbe(): StorageProbe {
  return {
    cookieEnabled: navigator.cookieEnabled,
    getCookies: () => document.cookie,
    setCookie: (cookie) => {
      document.cookie = cookie;
    },
    local: () => window.localStorage,
    session: () => window.sessionStorage,
  };
}
