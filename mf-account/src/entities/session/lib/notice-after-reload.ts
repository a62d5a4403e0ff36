// A notice that must outlive the reload that follows it (spec: a 3 s notice at sign-in, then the
// page reloads after 200 ms): kept in session storage for the next page of this tab.
import type { AccountTextKey } from '../../../i18n/index.ts';

const KEY = 'account:notice';

export function noticeAfterReload(text: AccountTextKey): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage refused (the shell shows its storage page then): the notice is only lost.
  }
}

/** The notice left by the previous page of this tab, taken once. */
export function takeNoticeLeft(): AccountTextKey | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text as AccountTextKey | null;
  } catch {
    return null;
  }
}
