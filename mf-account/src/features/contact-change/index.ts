// The sign-in e-mail and phone, each changed with a code sent to the new one.
export { EmailChange } from './EmailChange.tsx';
export { PhoneChange } from './PhoneChange.tsx';
export { renameFieldCodes } from './refusal-codes.ts';
