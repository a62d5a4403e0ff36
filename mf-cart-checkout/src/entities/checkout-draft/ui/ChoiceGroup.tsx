import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FormField } from '../lib/form-errors.ts';
import { useFieldError } from './DraftField.tsx';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** A second line under the label (a store's address, why a choice is off). */
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string | number> {
  /** The form field whose refusal the group shows; none for a choice that cannot be wrong. */
  field?: FormField;
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  testId?: string;
}

/**
 * Radio buttons under a legend: one tab stop, arrow keys move between them (the browser's own
 * radio group). The group carries the refusal of its field (aria-invalid, aria-describedby), so the
 * focus can land on it and a screen reader reads why.
 */
export function ChoiceGroup<T extends string | number>({
  field,
  legend,
  choices,
  value,
  onChange,
  testId,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const error = useFieldError(field);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="mfc-choices"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const choiceId = `${id}-${choice.value}`;
        return (
          <div className="mfc-choice" key={choice.value}>
            <input
              type="radio"
              id={choiceId}
              name={`${id}-choice`}
              value={String(choice.value)}
              checked={choice.value === value}
              disabled={choice.disabled}
              aria-describedby={choice.detail ? `${choiceId}-detail` : undefined}
              onChange={() => onChange(choice.value)}
            />
            <label htmlFor={choiceId}>{choice.label}</label>
            {choice.detail ? (
              <p className="mfc-muted" id={`${choiceId}-detail`}>
                {choice.detail}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p className="vui-field-error" id={errorId} data-field-error={field}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
