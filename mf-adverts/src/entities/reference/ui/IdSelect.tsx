import { Field } from '@vitrina/ui';
import type { Titled } from '../model/types.ts';

export interface IdSelectProps {
  name: string;
  label: string;
  options: readonly Titled[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first option's text: "any" in a filter, "choose" in the form. */
  empty: string;
  error?: string | undefined;
  required?: boolean;
  requiredText?: string;
}

/** A select of one of the shop's categories or places, by id; the empty option is none. */
export function IdSelect({ options, value, onChange, empty, ...field }: IdSelectProps) {
  const disabled = options.length === 0 && value === null;
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          value={value === null ? '' : String(value)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
