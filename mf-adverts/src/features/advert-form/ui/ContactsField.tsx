import { useUnit } from 'effector-react';
import { Field } from '@vitrina/ui';
import { CONTACT_TYPES, CONTACTS_MAX } from '../../../shared/config/advert-rules.ts';
import type { ContactType } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { useFieldMessage } from '../../../shared/ui/field-message.ts';
import { $errors, $values, contactAdded, contactChanged, contactRemoved } from '../model/form-model.ts';

/** How buyers reach the author: up to five contacts (a phone, an e-mail, a Telegram name), each with an optional name. */
export function ContactsField() {
  const t = useAdvertsT();
  const [values, errors, change, add, remove] = useUnit([
    $values,
    $errors,
    contactChanged,
    contactAdded,
    contactRemoved,
  ]);
  const message = useFieldMessage(errors);
  // A blank row is not sent, so the API's item numbers count the filled rows only.
  const sentIndex = (index: number) => values.contacts.slice(0, index).filter((c) => c.value.trim() !== '').length;
  const at = (index: number, part: string) => {
    if (values.contacts[index]?.value.trim() === '') return undefined;
    const n = sentIndex(index);
    return message(`contacts.${n}.${part}`) ?? message(`new_contacts.${n}.${part}`);
  };
  return (
    <fieldset>
      <legend>{t('contactsTitle')}</legend>
      {(message('contacts') ?? message('new_contacts')) ? (
        <p className="vui-field-error">{message('contacts') ?? message('new_contacts')}</p>
      ) : null}
      {values.contacts.map((contact, index) => (
        <div key={index} className="pair" role="group" aria-label={t('contactN', { n: index + 1 })}>
          <Field name={`contact-type-${index}`} label={t('contactType')}>
            {(control) => (
              <select
                {...control}
                value={contact.type}
                onChange={(e) => change({ index, contact: { type: e.target.value as ContactType } })}
              >
                {CONTACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`contact.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name={`contact-value-${index}`} label={t('contactValue')} error={at(index, 'value')}>
            {(control) => (
              <input
                {...control}
                value={contact.value}
                type={contact.type === 'email' ? 'email' : contact.type === 'phone' ? 'tel' : 'text'}
                onChange={(e) => change({ index, contact: { value: e.target.value } })}
              />
            )}
          </Field>
          <Field name={`contact-name-${index}`} label={t('contactName')} error={at(index, 'name')}>
            {(control) => (
              <input
                {...control}
                value={contact.name}
                maxLength={100}
                onChange={(e) => change({ index, contact: { name: e.target.value } })}
              />
            )}
          </Field>
          {values.contacts.length > 1 ? (
            <button type="button" className="link-button" onClick={() => remove(index)}>
              {t('removeContact', { n: index + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {values.contacts.length < CONTACTS_MAX ? (
        <button type="button" className="vui-button vui-button-secondary" onClick={add}>
          {t('addContact')}
        </button>
      ) : null}
    </fieldset>
  );
}
