// The profile's own forms: personal data (with the 3 s save flag), the password, the buyer type.
export { BuyerType } from './ui/BuyerType.tsx';
export { PasswordForm } from './ui/PasswordForm.tsx';
export { PersonalForm } from './ui/PersonalForm.tsx';
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
} from './model/profile-model.ts';
export type { PersonalChanges } from './model/profile-model.ts';
