// Deleting the account: the request window on the profile, and the letter link's confirmation.
export { DELETE_WINDOW, DeleteAccount } from './ui/DeleteAccount.tsx';
export { $deleteError, confirmDeletionFx } from './model/delete-account-model.ts';
export type { DeletionLink } from './model/delete-account-model.ts';
