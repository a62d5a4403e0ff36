import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '@vitrina/ui';
import { useAccountT } from './use-account-t.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and error (see @vitrina/ui's Field for how they are tied together). */
export function TextField({ name, label, error, hint, required, ...input }: TextFieldProps) {
  const t = useAccountT();
  return (
    <Field
      name={name}
      label={label}
      {...(error ? { error } : {})}
      {...(hint ? { hint } : {})}
      required={!!required}
      requiredText={t('requiredText')}
    >
      {(control) => <input {...control} {...input} required={required} />}
    </Field>
  );
}
