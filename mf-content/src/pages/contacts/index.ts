// The contacts page slice's public API: what the route table uses.
export { ContactsPage, contactsSpec } from './ui/ContactsPage.tsx';
