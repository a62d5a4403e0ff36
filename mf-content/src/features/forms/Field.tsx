import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldCode } from '@vitrina/contract/forms';
import { useContentT } from '../../shared/ui/use-content-t.ts';
import type { ContentTextKey } from '../../i18n/index.ts';

interface FieldProps {
  name: string;
  label: ContentTextKey;
  error: FieldCode | undefined;
  required?: boolean;
  hint?: ContentTextKey;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-required': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A labelled control with its hint and its error, both announced through aria-describedby. */
export function Field({ name, label, error, required = false, hint, children }: FieldProps) {
  const t = useContentT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mfc-field">
      <label htmlFor={id}>
        {t(label)}
        {required ? <span aria-hidden="true"> *</span> : null}
        {required ? <span className="sr-only"> ({t('requiredMark')})</span> : null}
      </label>
      {children({ id, name, 'aria-invalid': !!error, 'aria-required': required, 'aria-describedby': describedBy })}
      {hint ? (
        <p className="hint" id={hintId}>
          {t(hint)}
        </p>
      ) : null}
      {error ? (
        <p className="error" id={errorId} data-field-error={name}>
          {t(`err_${error}`)}
        </p>
      ) : null}
    </div>
  );
}
