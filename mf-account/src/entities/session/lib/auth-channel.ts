// The signed-in state across the shop's tabs (spec, section 4: a BroadcastChannel `auth` carrying
// `isAuth`). Only the boolean travels: every tab asks its own gateway for the rest.
const CHANNEL = 'auth';

export interface AuthMessage {
  isAuth: boolean;
}

const supported = () => typeof BroadcastChannel !== 'undefined';

/** Tells the other tabs; this tab does not hear its own message. */
export function announceAuth(isAuth: boolean): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ isAuth } satisfies AuthMessage);
  channel.close();
}

/** Calls `onChange` with what another tab announced; returns the unsubscribe. */
export function listenAuth(onChange: (isAuth: boolean) => void): () => void {
  if (!supported()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<AuthMessage> | null;
    if (typeof data?.isAuth === 'boolean') onChange(data.isAuth);
  };
  return () => channel.close();
}
