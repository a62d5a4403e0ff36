import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import type { CurrentUser } from '@vitrina/contract';
import { userReceived } from '../../../entities/session/model/session-model.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { CodeChange } from './CodeChange.tsx';
import type { CodeChangeSpec } from './CodeChange.tsx';

const EMAIL: CodeChangeSpec = {
  testId: 'email-change',
  title: 'emailChangeTitle',
  targetField: 'new_email_address',
  targetLabel: 'emailChangeNew',
  sentText: 'emailChangeSent',
  sendPath: 'api/email/send-code',
  confirmPath: 'api/email/change',
  confirmField: 'email_address',
  targetInput: (control) => <input {...control} type="email" autoComplete="email" maxLength={254} required />,
};

/** The sign-in address: the code goes to the new one (proof the shopper reads it), which then replaces it. */
export function EmailChange({ user }: { user: CurrentUser['user'] }) {
  const t = useAccountT();
  const [received, raise] = useUnit([userReceived, notify]);
  return (
    <CodeChange
      spec={EMAIL}
      current={t('emailChangeCurrent', { value: user.email })}
      onChanged={(result) => {
        const changed = result.body as CurrentUser;
        received(changed);
        raise({ kind: 'success', text: t('emailChangeDone', { value: changed.user.email }) });
      }}
    />
  );
}
