import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { FieldControlProps } from '@vitrina/ui';
import { Button, Field } from '@vitrina/ui';
import type { AccountTextKey } from '../../../i18n/index.ts';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import type { CallResult } from '../../../shared/api/account-call.ts';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { renameFieldCodes } from '../lib/refusal-codes.ts';

/** One contact change: where the code goes, where it is confirmed, and the words around it. */
export interface CodeChangeSpec {
  testId: string;
  title: AccountTextKey;
  /** The field of the new address or number, and its label. */
  targetField: string;
  targetLabel: AccountTextKey;
  /** "We sent a code to {{value}}". */
  sentText: AccountTextKey;
  sendPath: string;
  confirmPath: string;
  /** The confirm call's name for the address or number (the send call's is `targetField`). */
  confirmField: string;
  /** Field codes this change means otherwise (a phone's `already_registered` is not an e-mail's). */
  renamedCodes?: Record<string, string>;
  /** The input of the address or number, given what ties it to its label and error. */
  targetInput: (control: FieldControlProps) => ReactNode;
}

const CODE = 'verification_code';

/**
 * The two steps of an e-mail or phone change (api/email/*, api/phone/*): the new address or number
 * gets a code (send-code), then the code confirms the change. Refusals show at their fields; the
 * code field takes the focus when it appears, and "change the address" leads back to the first step.
 */
export function CodeChange({
  spec,
  current,
  onChanged,
}: {
  spec: CodeChangeSpec;
  current: ReactNode;
  onChanged: (result: CallResult & { kind: 'ok' }, target: string) => void;
}) {
  const t = useAccountT();
  const titleId = useId();
  // null: asking for the address; else the address or number the code went to.
  const [target, setTarget] = useState<string | null>(null);
  // After "change the address", the field takes the focus back (not on the page's first drawing).
  const [returned, setReturned] = useState(false);
  return (
    <section className="mfa-panel" aria-labelledby={titleId} data-testid={spec.testId}>
      <h2 id={titleId}>{t(spec.title)}</h2>
      <p className="mfa-note">{current}</p>
      {target === null ? (
        <AskStep spec={spec} focus={returned} onSent={setTarget} />
      ) : (
        <CodeStep
          spec={spec}
          target={target}
          onBack={() => {
            setReturned(true);
            setTarget(null);
          }}
          onConfirmed={(result) => {
            setTarget(null);
            onChanged(result, target);
          }}
        />
      )}
    </section>
  );
}

function useChangeCall(spec: CodeChangeSpec) {
  const call = useUnit(accountCallFx);
  return async (path: string, method: 'POST' | 'PATCH', body: Record<string, string>) =>
    renameFieldCodes(await call({ method, path, body }), spec.renamedCodes ?? {});
}

function AskStep({ spec, focus, onSent }: { spec: CodeChangeSpec; focus: boolean; onSent: (target: string) => void }) {
  const t = useAccountT();
  const send = useChangeCall(spec);
  const form = useRef<HTMLFormElement>(null);
  const { errors, busy, onSubmit } = useAccountForm(
    [spec.targetField],
    (data) => send(spec.sendPath, 'POST', { [spec.targetField]: textOf(data, spec.targetField) }),
    (_, data) => onSent(textOf(data, spec.targetField)),
  );
  useEffect(() => {
    if (focus) (form.current?.elements.namedItem(spec.targetField) as HTMLElement | null)?.focus();
  }, [focus, spec.targetField]);
  const error = errors.fields[spec.targetField];
  return (
    <form ref={form} className="mfa-form" onSubmit={(event) => void onSubmit(event)}>
      <FormAlert text={errors.general} />
      <Field
        name={spec.targetField}
        label={t(spec.targetLabel)}
        required
        requiredText={t('requiredText')}
        {...(error ? { error } : {})}
      >
        {(control) => spec.targetInput(control)}
      </Field>
      <Button type="submit" aria-busy={busy}>
        {busy ? t('sending') : t('codeSend')}
      </Button>
    </form>
  );
}

function CodeStep({
  spec,
  target,
  onBack,
  onConfirmed,
}: {
  spec: CodeChangeSpec;
  target: string;
  onBack: () => void;
  onConfirmed: (result: CallResult & { kind: 'ok' }) => void;
}) {
  const t = useAccountT();
  const confirm = useChangeCall(spec);
  const form = useRef<HTMLFormElement>(null);
  const { errors, busy, onSubmit } = useAccountForm(
    [CODE],
    (data) => confirm(spec.confirmPath, 'PATCH', { [spec.confirmField]: target, [CODE]: textOf(data, CODE) }),
    (result) => onConfirmed(result),
  );
  // The step appears where the shopper pressed "send": the focus follows to the code.
  useEffect(() => {
    (form.current?.elements.namedItem(CODE) as HTMLElement | null)?.focus();
  }, []);
  const error = errors.fields[CODE];
  return (
    <form ref={form} className="mfa-form" onSubmit={(event) => void onSubmit(event)}>
      <p role="status" data-testid={`${spec.testId}-sent`}>
        {t(spec.sentText, { value: target })}
      </p>
      <FormAlert text={errors.general} />
      <Field
        name={CODE}
        label={t('codeField')}
        hint={t('codeHint')}
        required
        requiredText={t('requiredText')}
        {...(error ? { error } : {})}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        )}
      </Field>
      <div className="mfa-actions">
        <Button type="submit" aria-busy={busy}>
          {busy ? t('sending') : t('codeConfirm')}
        </Button>
        <button type="button" className="mfa-link" onClick={onBack}>
          {t('codeOther')}
        </button>
      </div>
    </form>
  );
}
