// The account calls a shopper's action makes: @vitrina/events' personal call (the one reading of
// the API's error shape and the spec's 401 rule, shared with the cart), under the names this
// remote's slices use. A call marked `anonymous` (a sign-in) keeps the session on a 401.
export { personalCallFx as accountCallFx } from '@vitrina/events';
export type { CallResult, FieldErrors, PersonalRequest as AccountRequest } from '@vitrina/events';
