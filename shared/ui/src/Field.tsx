import { useId } from 'react';
import type { ReactNode } from 'react';
import { SR_ONLY } from './class-names.ts';

/** What the control inside a field must carry to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': boolean;
  /** Left out when the control says it natively (`required`): the checker calls both redundant. */
  'aria-required'?: boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  /** The message for the field's current error, already in the shopper's language. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Read after the label of a required field, e.g. "required" (the visible star is hidden from speech). */
  requiredText?: string;
  /**
   * The control carries the native `required` itself (the browser checks it before submitting), so
   * it needs no aria-required: a form that lets the browser check, rather than the server alone.
   */
  nativeRequired?: boolean;
  /** The input, textarea or select, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and its error. The control is named by the label and described
 * by the hint and the error (aria-describedby), and aria-invalid is set while there is an error, so
 * a screen reader reads the message on reaching the field. Ids come from useId: the same on the
 * server and in the browser. The error carries `data-field-error` with the field's name.
 */
export function Field(props: FieldProps) {
  const { name, label, error, hint, required = false, requiredText, nativeRequired = false, children } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="vui-field">
      <label className="vui-field-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {required && requiredText ? <span className={SR_ONLY}> ({requiredText})</span> : null}
      </label>
      {children({
        id,
        name,
        className: 'vui-control',
        'aria-invalid': !!error,
        ...(nativeRequired ? {} : { 'aria-required': required }),
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p className="vui-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="vui-field-error" id={errorId} data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
