export { $revealed, contactsRequested, revealContactsFx } from './model/contacts-model.ts';
export { ContactsBlock } from './ui/ContactsBlock.tsx';
