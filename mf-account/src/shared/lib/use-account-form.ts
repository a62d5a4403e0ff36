import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { CallResult } from '../api/account-call.ts';
import { useAccountT } from '../ui/use-account-t.ts';
import { refusalOf } from './field-messages.ts';
import type { ShownRefusal } from './field-messages.ts';

const NO_ERRORS: ShownRefusal = { fields: {}, general: null };

/**
 * A form of this remote: the browser's own checks first (required, type, length attributes), then
 * the call; a refusal puts the server's messages at their fields (or above the form) and moves the
 * focus to the first one, so a keyboard or screen-reader user lands on what to fix.
 */
export function useAccountForm(
  fields: readonly string[],
  submit: (data: FormData) => Promise<CallResult>,
  onAccepted: (result: CallResult & { kind: 'ok' }, data: FormData) => void,
) {
  const t = useAccountT();
  const [errors, setErrors] = useState<ShownRefusal>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const refusedForm = useRef<HTMLFormElement | null>(null);

  // Once the messages are drawn: the first refused field, else the form's alert.
  useEffect(() => {
    const form = refusedForm.current;
    if (!form) return;
    refusedForm.current = null;
    const firstField = Object.keys(errors.fields)[0];
    const target = firstField ? form.elements.namedItem(firstField) : form.querySelector('[data-form-error]');
    if (target instanceof HTMLElement) target.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await submit(data);
    setBusy(false);
    if (result.kind === 'ok') {
      setErrors(NO_ERRORS);
      onAccepted(result, data);
      return;
    }
    if (result.kind === 'stopped') return;
    refusedForm.current = form;
    setErrors(refusalOf(t, result, fields));
  }

  return { errors, busy, onSubmit };
}

/** A text value of the form, trimmed ('' when absent). */
export const textOf = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
