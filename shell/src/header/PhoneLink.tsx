import { useUnit } from 'effector-react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { $settings } from '../settings/model.ts';

/** `tel:` wants digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

export function PhoneLink() {
  const t = useShellT();
  const phone = useUnit($settings).phones.main.trim();
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className="phone-link" aria-label={t('phoneCall', { phone })}>
      <Icon name="phone" size={18} />
      <span>{phone}</span>
    </a>
  );
}
