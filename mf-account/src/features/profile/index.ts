// The profile's own forms: personal data (with the 3 s save flag), the password, the buyer type.
export { BuyerType } from './BuyerType.tsx';
export { PasswordForm } from './PasswordForm.tsx';
export { PersonalForm } from './PersonalForm.tsx';
export {
  $personalBusy,
  $personalHeld,
  $userGroup,
  loadUserGroupFx,
  personalHoldFx,
  personalSaved,
  profileDataNeeded,
  savePersonalFx,
  userNeeded,
} from './model.ts';
export type { PersonalChanges } from './model.ts';
