import { createEvent, sample } from 'effector';
import { createUnitFactory } from './sid.ts';

/**
 * The typed bus every remote and the shell share. It is a Module Federation singleton, so the
 * events and stores below exist once per page (and once per server process, with the state kept
 * per request in an effector scope).
 */
const units = createUnitFactory('bus');

export type Locale = 'ro' | 'ru' | 'uk' | 'en';
export interface CartSummary {
  count: number;
}
export interface AuthState {
  isAuth: boolean;
  name: string | null;
}
export type NoticeKind = 'info' | 'success' | 'error';
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export const cartChanged = createEvent<CartSummary>();
export const authChanged = createEvent<AuthState>();
export const localeChanged = createEvent<Locale>();
/** Opening a modal closes any other: the bus keeps one id, or null. */
export const modalOpened = createEvent<string>();
export const modalClosed = createEvent();
export const notify = createEvent<{ kind: NoticeKind; text: string }>();
export const noticeDismissed = createEvent<number>();

export const $cart = units.store<CartSummary>('cart', { count: 0 });
export const $auth = units.store<AuthState>('auth', { isAuth: false, name: null });
export const $locale = units.store<Locale>('locale', 'ro');
export const $openModal = units.store<string | null>('open-modal', null);
export const $notices = units.store<Notice[]>('notices', []);
const $noticeSeq = units.store('notice-seq', 0);

$cart.on(cartChanged, (_, next) => next);
$auth.on(authChanged, (_, next) => next);
$locale.on(localeChanged, (_, next) => next);
$openModal.on(modalOpened, (_, id) => id).reset(modalClosed);
$noticeSeq.on(notify, (n) => n + 1);

sample({
  clock: notify,
  source: { notices: $notices, seq: $noticeSeq },
  fn: ({ notices, seq }, notice) => [...notices, { id: seq, ...notice }].slice(-5),
  target: $notices,
});
$notices.on(noticeDismissed, (list, id) => list.filter((n) => n.id !== id));
