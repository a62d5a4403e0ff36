import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vitrina/contract/auth-limits';
import type { AccountTextKey } from '../../i18n/index.ts';
import { TextField } from './TextField.tsx';
import { useAccountT } from './use-account-t.ts';

export interface NewPasswordFieldsProps {
  /** The field names the call sends (`password`/`re_password`, `new_password`/`re_new_password`, ...). */
  name: string;
  repeatName: string;
  label: AccountTextKey;
  errors: Record<string, string>;
}

/**
 * A new password and its repeat, as every form that sets one asks for it: the contract's length
 * (the browser checks it first, the hint says it), `new-password` for password managers, the
 * server's messages at each field.
 */
export function NewPasswordFields({ name, repeatName, label, errors }: NewPasswordFieldsProps) {
  const t = useAccountT();
  const password = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
  };
  return (
    <>
      <TextField
        name={name}
        label={t(label)}
        hint={t('passwordHint', { count: PASSWORD_MIN_LENGTH })}
        error={errors[name]}
        {...password}
      />
      <TextField name={repeatName} label={t('repeatPassword')} error={errors[repeatName]} {...password} />
    </>
  );
}
