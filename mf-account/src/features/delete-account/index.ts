// Deleting the account: the request window on the profile, and the letter link's confirmation.
export { DELETE_WINDOW, DeleteAccount } from './DeleteAccount.tsx';
export { $deleteError, confirmDeletionFx } from './model.ts';
export type { DeletionLink } from './model.ts';
