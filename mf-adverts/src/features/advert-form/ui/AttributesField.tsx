import { useUnit } from 'effector-react';
import { Field } from '@vitrina/ui';
import { attributesRequest, useReference } from '../../../entities/reference/index.ts';
import type { AttributeDefinition } from '../../../entities/reference/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { useFieldMessage } from '../../../shared/ui/field-message.ts';
import { $errors, $values, attributeChanged } from '../model/form-model.ts';

/**
 * What the category lets an advert say about itself (rooms, floor, heating...), each by its kind: a
 * number, a text, one of its options, yes or no. A new advert's messages name an item in the order
 * sent (`attributes.1.value`), shown at that item's field.
 */
export function AttributesField() {
  const t = useAdvertsT();
  const [values, errors, change] = useUnit([$values, $errors, attributeChanged]);
  const message = useFieldMessage(errors);
  const definitions = useReference<AttributeDefinition>(
    values.category === null ? null : attributesRequest(values.category),
  );
  if (definitions.length === 0) return null;
  const filled = Object.entries(values.attributes)
    .filter(([, v]) => v.trim() !== '')
    .map(([id]) => Number(id));
  const messageOf = (id: number) => {
    const at = filled.indexOf(id);
    return at < 0 ? undefined : (message(`attributes.${at}.value`) ?? message(`attributes.${at}.attribute`));
  };
  // An edit sends only the changed values (new_attributes): its messages are the fieldset's.
  const editMessage = Object.keys(errors).find((field) => /^(new_attributes|attributes_to_delete)/.test(field));
  return (
    <fieldset>
      <legend>{t('attributes')}</legend>
      {editMessage ? <p className="vui-field-error">{message(editMessage)}</p> : null}
      {definitions.map((definition) => {
        const value = values.attributes[definition.id] ?? '';
        const set = (next: string) => change({ attribute: definition.id, value: next });
        const label = definition.unit ? `${definition.title}, ${definition.unit}` : definition.title;
        return (
          <Field key={definition.id} name={`attribute-${definition.id}`} label={label} error={messageOf(definition.id)}>
            {(control) =>
              definition.kind === 'choice' || definition.kind === 'boolean' ? (
                <select {...control} value={value} onChange={(e) => set(e.target.value)}>
                  <option value="">{t('notSaid')}</option>
                  {(definition.kind === 'boolean'
                    ? [
                        { value: 'true', title: t('yes') },
                        { value: 'false', title: t('no') },
                      ]
                    : definition.options
                  ).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.title}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  value={value}
                  maxLength={200}
                  {...(definition.kind === 'number' ? { inputMode: 'decimal' as const } : {})}
                  onChange={(e) => set(e.target.value)}
                />
              )
            }
          </Field>
        );
      })}
    </fieldset>
  );
}
