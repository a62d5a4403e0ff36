import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import type { CurrentUser } from '@vitrina/contract';
import { PhoneInput } from '@vitrina/ui';
import { loadUserFx } from '../../../entities/session/model/session-model.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { CodeChange } from './CodeChange.tsx';
import type { CodeChangeSpec } from './CodeChange.tsx';

const PHONE: CodeChangeSpec = {
  testId: 'phone-change',
  title: 'phoneChangeTitle',
  targetField: 'new_phone_number',
  targetLabel: 'phoneChangeNew',
  sentText: 'phoneChangeSent',
  sendPath: 'api/phone/send-code',
  // Replaces the sign-in number, or sets the first one.
  confirmPath: 'api/phone/change-auth-number',
  confirmField: 'phone_number',
  renamedCodes: { already_registered: 'phone_already_registered' },
  targetInput: (control) => <PhoneInput {...control} required />,
};

/** The sign-in number, changed with a texted code; the answer is the number, so the shopper's data is read again. */
export function PhoneChange({ user }: { user: CurrentUser }) {
  const t = useAccountT();
  const [reload, raise] = useUnit([loadUserFx, notify]);
  const signIn = user.phones.find((phone) => phone.is_auth);
  return (
    <CodeChange
      spec={PHONE}
      current={signIn ? t('phoneChangeCurrent', { value: signIn.phone_number }) : t('phoneChangeNone')}
      onChanged={(_, target) => {
        raise({ kind: 'success', text: t('phoneChangeDone', { value: target }) });
        void reload().catch(() => undefined);
      }}
    />
  );
}
