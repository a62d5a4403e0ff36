import type { AdvertContact } from '../../../entities/advert/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';

/** Where each contact leads: a call, a letter, a Telegram chat. */
function hrefOf(contact: AdvertContact): string {
  if (contact.type === 'phone') return `tel:${contact.value.replace(/[^\d+]/g, '')}`;
  if (contact.type === 'email') return `mailto:${contact.value}`;
  return `https://t.me/${contact.value.replace(/^@/, '')}`;
}

export function ContactList({ contacts }: { contacts: readonly AdvertContact[] }) {
  const t = useAdvertsT();
  return (
    <ul className="contacts" data-testid="contacts">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <span className="muted">{t(`contact.${contact.type}`)}: </span>
          <a href={hrefOf(contact)}>{contact.value}</a>
          {contact.name ? <span> ({contact.name})</span> : null}
        </li>
      ))}
    </ul>
  );
}
