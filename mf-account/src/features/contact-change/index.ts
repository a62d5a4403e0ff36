// The sign-in e-mail and phone, each changed with a code sent to the new one.
export { EmailChange } from './ui/EmailChange.tsx';
export { PhoneChange } from './ui/PhoneChange.tsx';
export { renameFieldCodes } from './lib/refusal-codes.ts';
