import type { ReactNode } from 'react';
import type { FieldCode } from '@vitrina/contract/forms';
import { Field as UiField } from '@vitrina/ui';
import type { FieldControlProps } from '@vitrina/ui';
import { useContentT } from '../../shared/ui/use-content-t.ts';
import type { ContentTextKey } from '../../i18n/index.ts';

interface FieldProps {
  name: string;
  label: ContentTextKey;
  /** The contract's code for the field's error, whichever side found it; shown in words here. */
  error: FieldCode | undefined;
  required?: boolean;
  hint?: ContentTextKey;
  children: (control: FieldControlProps) => ReactNode;
}

/** @vitrina/ui's field in this remote's words: the label, hint and error codes become texts. */
export function Field({ name, label, error, required = false, hint, children }: FieldProps) {
  const t = useContentT();
  return (
    <UiField
      name={name}
      label={t(label)}
      error={error ? t(`err_${error}`) : undefined}
      hint={hint ? t(hint) : undefined}
      required={required}
      requiredText={t('requiredMark')}
    >
      {children}
    </UiField>
  );
}
