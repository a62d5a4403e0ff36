import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useUnit } from 'effector-react';
import { $refusals } from '../../../entities/checkout-draft/index.ts';
import { FAILURE_ID } from '../../../features/checkout-submit/index.ts';
import { errorFocusTarget } from '../lib/error-focus.ts';

/** After each refusal the focus moves to the first error (lib/error-focus.ts), read with its message. */
export function useErrorFocus(form: RefObject<HTMLFormElement | null>): void {
  const refusals = useUnit($refusals);
  // Refusals counted before the page was shown (an earlier visit's) move nothing.
  const seen = useRef(refusals);
  useEffect(() => {
    if (refusals === seen.current) return;
    seen.current = refusals;
    errorFocusTarget(form.current, document.getElementById(FAILURE_ID))?.focus();
  }, [refusals, form]);
}
