import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import type { CurrentUser } from '@vitrina/contract';
import { formatPhone } from '@vitrina/domain/phone-mask';
import { Button, Field, PhoneInput, useShopPhoneMask } from '@vitrina/ui';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { $personalBusy, $personalHeld, savePersonalFx } from '../model/profile-model.ts';
import type { PersonalChanges } from '../model/profile-model.ts';

const FIELDS = ['first_name', 'last_name', 'phone', 'birthday'] as const;
const TITLE_ID = 'mfa-personal-title';

function changesOf(data: FormData): PersonalChanges {
  const phone = textOf(data, 'phone');
  // The API keeps a phone it has (it takes none empty): an emptied field changes nothing.
  return {
    first_name: textOf(data, 'first_name'),
    last_name: textOf(data, 'last_name'),
    birthday: textOf(data, 'birthday') || null,
    ...(phone ? { phone } : {}),
  };
}

/**
 * Names, phone (in the shop's mask) and birthday, saved with users/user/{id}. The server checks
 * them (the phone against the shop's country too) and its messages appear at their fields; after a
 * save the form stays busy for 3 s, saying it was saved (spec).
 */
export function PersonalForm({ user }: { user: CurrentUser['user'] }) {
  const t = useAccountT();
  const mask = useShopPhoneMask();
  const [save, raise, saving, held] = useUnit([savePersonalFx, notify, $personalBusy, $personalHeld]);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) => save({ id: user.id, changes: changesOf(data) }),
    () => raise({ kind: 'success', text: t('personalSaved') }),
  );
  const error = (name: (typeof FIELDS)[number]) => (errors.fields[name] ? { error: errors.fields[name] } : {});
  const flag = busy || saving;
  return (
    <section className="mfa-panel" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{t('personalTitle')}</h2>
      <form className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="personal-form">
        <FormAlert text={errors.general} />
        <TextField
          name="first_name"
          autoComplete="given-name"
          label={t('firstName')}
          maxLength={100}
          defaultValue={user.first_name}
          {...error('first_name')}
        />
        <TextField
          name="last_name"
          autoComplete="family-name"
          label={t('lastName')}
          maxLength={100}
          defaultValue={user.last_name}
          {...error('last_name')}
        />
        <Field name="phone" label={t('phone')} {...error('phone')}>
          {(control) => <PhoneInput {...control} defaultValue={user.phone ? formatPhone(user.phone, mask) : ''} />}
        </Field>
        <TextField
          name="birthday"
          type="date"
          autoComplete="bday"
          label={t('birthday')}
          min="1900-01-01"
          defaultValue={user.birthday ?? ''}
          {...error('birthday')}
        />
        <p className="mfa-note" role="status" data-testid="personal-status">
          {held && !busy ? t('personalSavedNote') : ''}
        </p>
        <Button type="submit" disabled={flag} aria-busy={flag}>
          {flag ? t('personalSaving') : t('personalSave')}
        </Button>
      </form>
    </section>
  );
}
