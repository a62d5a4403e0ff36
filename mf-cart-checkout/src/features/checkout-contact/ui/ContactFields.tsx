import { useUnit } from 'effector-react';
import { formatPhone } from '@vitrina/domain/phone-mask';
import { $draft, DraftField, draftEdited } from '../../../entities/checkout-draft/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $phoneMask } from '../model/prefill-model.ts';

/**
 * Who orders: name, e-mail and phone. The phone is typed in the shop's mask (spec 5: +(373), +40 or
 * +38), whatever is typed or pasted lands in its slots; whitespace is removed when it is sent.
 */
export function ContactFields() {
  const t = useCartT();
  const [draft, mask, edit] = useUnit([$draft, $phoneMask, draftEdited]);
  return (
    <section className="mfc-section" aria-labelledby="mfc-contact-title" data-testid="checkout-contact">
      <h2 id="mfc-contact-title">{t('contactTitle')}</h2>
      <DraftField field="contact.name" label={t('contactName')} required>
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            maxLength={100}
            value={draft.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
        )}
      </DraftField>
      <div className="mfc-row">
        <DraftField field="contact.email" label={t('contactEmail')} required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={draft.email}
              onChange={(e) => edit({ email: e.target.value })}
            />
          )}
        </DraftField>
        <DraftField field="contact.phone" label={t('contactPhone')} hint={t('contactPhoneHint', { mask })} required>
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={mask}
              value={draft.phone}
              onChange={(e) => edit({ phone: formatPhone(e.target.value, mask) })}
            />
          )}
        </DraftField>
      </div>
    </section>
  );
}
