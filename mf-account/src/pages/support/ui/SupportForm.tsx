import { useState } from 'react';
import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import { Button, Field } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

const FIELDS = ['name', 'email_address', 'body'] as const;

/**
 * api/support: name, the address to answer and the message (spec's support message). The session
 * stands for the bot check, so the form sends only what the shopper wrote. After a message is sent
 * the form is drawn afresh, the message field empty.
 */
export function SupportForm({ name, email }: { name: string; email: string }) {
  const t = useAccountT();
  const [call, raise] = useUnit([accountCallFx, notify]);
  const [sent, setSent] = useState(0);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) =>
      call({
        method: 'POST',
        path: 'api/support',
        body: Object.fromEntries(FIELDS.map((field) => [field, textOf(data, field)])),
      }),
    () => {
      setSent((n) => n + 1);
      raise({ kind: 'success', text: t('supportSent') });
    },
  );
  const error = (field: (typeof FIELDS)[number]) => (errors.fields[field] ? { error: errors.fields[field] } : {});
  return (
    <form key={sent} className="mfa-form" onSubmit={(event) => void onSubmit(event)} data-testid="support-form">
      <FormAlert text={errors.general} />
      <TextField
        name="name"
        autoComplete="name"
        label={t('supportName')}
        maxLength={100}
        required
        defaultValue={name}
        {...error('name')}
      />
      <TextField
        name="email_address"
        type="email"
        autoComplete="email"
        label={t('supportEmail')}
        maxLength={254}
        required
        defaultValue={email}
        {...error('email_address')}
      />
      <Field name="body" label={t('supportBody')} required requiredText={t('requiredText')} {...error('body')}>
        {(control) => <textarea {...control} rows={6} maxLength={5000} required />}
      </Field>
      {sent > 0 ? (
        <p className="mfa-note" data-testid="support-sent">
          {t('supportSent')}
        </p>
      ) : null}
      <Button type="submit" aria-busy={busy}>
        {busy ? t('sending') : t('supportSend')}
      </Button>
    </form>
  );
}
