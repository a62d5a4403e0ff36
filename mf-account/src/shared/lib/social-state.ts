// The state of the social sign-in this tab started. The callback page posts only that state: a link
// carrying someone else's code and state (login CSRF, RFC 9700 section 4.7.1) would otherwise sign
// the shopper in as the link's author. Session storage: the tab that left is the tab that returns.
const KEY = 'account:social-state';

export function rememberSocialState(authorizationUrl: string): boolean {
  const state = new URL(authorizationUrl).searchParams.get('state');
  if (!state) return false;
  try {
    sessionStorage.setItem(KEY, state);
    return true;
  } catch {
    return false;
  }
}

/** Whether the state came back to the tab that started it; the remembered state is spent either way. */
export function takeSocialState(state: string): boolean {
  try {
    const started = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return !!state && started === state;
  } catch {
    return false;
  }
}
