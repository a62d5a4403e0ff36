import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Field } from '@vitrina/ui';
import type { FieldControlProps } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { fieldErrorKey } from '../lib/form-errors.ts';
import type { FormField } from '../lib/form-errors.ts';
import { $formErrors } from '../model/errors-model.ts';

/** The sentence of a form field's current error, in the shopper's language; undefined when none. */
export function useFieldError(field: FormField | undefined): string | undefined {
  const t = useCartT();
  const errors = useUnit($formErrors);
  const codes = field === undefined ? undefined : errors?.fields[field];
  return codes?.length ? t(fieldErrorKey(codes)) : undefined;
}

interface DraftFieldProps {
  field: FormField;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control of the checkout form with the refusal of its field, if any (the Field ties the
 * message to the control with aria-describedby and marks it aria-invalid).
 */
export function DraftField({ field, label, hint, required = false, children }: DraftFieldProps) {
  const t = useCartT();
  const error = useFieldError(field);
  return (
    <Field
      name={field}
      label={label}
      required={required}
      requiredText={t('fieldRequiredMark')}
      {...(hint ? { hint } : {})}
      {...(error ? { error } : {})}
    >
      {children}
    </Field>
  );
}
