import { Field } from '@vitrina/ui';
import type { AdvertFormValues } from '../lib/form-values.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { useForm } from './use-form.ts';

type TextName = {
  [K in keyof AdvertFormValues]: AdvertFormValues[K] extends string ? K : never;
}[keyof AdvertFormValues];

interface TextFieldProps {
  name: TextName;
  label: string;
  hint?: string;
  multiline?: boolean;
  decimal?: boolean;
  required?: boolean;
  maxLength?: number;
}

/** One of the form's text fields, bound to the form's value and to its message. */
export function TextField({ name, label, hint, multiline, decimal, required, maxLength }: TextFieldProps) {
  const t = useAdvertsT();
  const { values, change, message } = useForm();
  const value = values[name] as string;
  const onChange = (text: string) => change({ [name]: text } as Partial<AdvertFormValues>);
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      error={message(name)}
      required={required ?? false}
      requiredText={t('required')}
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={5}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            value={value}
            maxLength={maxLength}
            {...(decimal ? { inputMode: 'decimal' as const, autoComplete: 'off' } : {})}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
