import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $auth, $siteSettings, LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { Button, Field, PhoneInput } from '@vitrina/ui';
import { fillEmptyFields, PRESCRIPTION_FIELD } from '../lib/contact.ts';
import type { FormValues } from '../lib/contact.ts';
import type { WindowForm } from '../lib/window-form.ts';
import { useCartT } from './use-cart-t.ts';
import { fieldTextKey, problemTextKey } from './window-texts.ts';

export type ContactField = 'name' | 'phone' | 'email';

export interface ContactFormProps {
  form: WindowForm<FormValues, unknown>;
  fields: readonly ContactField[];
  emailRequired?: boolean;
  /** A prescription product: the shopper confirms the prescription (also shown once the server asks). */
  prescription?: boolean;
  submitText: string;
  testId: string;
  /** An order: where the shop's settings require an account, a guest is asked to sign in instead. */
  order?: boolean;
  /** Fields of the window's own, drawn before the button. */
  children?: ReactNode;
  /** A signed-in shopper's contact: it fills the fields still empty, whenever it arrives. */
  prefill?: Partial<Record<ContactField, string>> | null;
}

/**
 * A window's contact form: labelled fields (the phone in the shop's mask), the browser's own check
 * of the required ones, the server's codes at their fields, and one problem above the button. The
 * fields are uncontrolled: what was typed stays after a refusal, and the form is read on submit.
 * After a refusal focus moves to the first field it marks, whose message is then read out. A
 * signed-in shopper's contact fills the fields they left empty.
 */
export function ContactForm(props: ContactFormProps) {
  const { form, fields, emailRequired, prescription, order, submitText, testId, children, prefill } = props;
  const t = useCartT();
  const [refusal, sending, submit] = useUnit([form.$refusal, form.$sending, form.submitted]);
  const [settings, auth, openModal] = useUnit([$siteSettings, $auth, modalOpened]);
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusal) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  // The profile (asked when the window opened) fills what is still empty, whenever it arrives.
  const [name, phone, email] = [prefill?.name, prefill?.phone, prefill?.email];
  useEffect(() => {
    if (root.current) fillEmptyFields(root.current, { name, phone, email });
  }, [name, phone, email]);
  if (order && settings?.is_registration_required_for_order && !auth.isAuth)
    return (
      <div className="mfc-pw-form" data-testid={`${testId}-sign-in`}>
        <p>{t('pwSignInToOrder')}</p>
        <Button onClick={() => openModal(LOGIN_MODAL)}>{t('pwSignIn')}</Button>
      </div>
    );
  const errorOf = (name: string) => {
    const code = refusal?.fields[name];
    return code ? t(fieldTextKey(code)) : undefined;
  };
  const required = { required: true, nativeRequired: true, requiredText: t('pwRequired') };
  const askPrescription = prescription || refusal?.problem === 'prescription_not_confirmed';
  return (
    <form
      ref={root}
      className="mfc-pw-form"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const values: FormValues = {};
        for (const [name, value] of new FormData(event.currentTarget)) values[name] = String(value);
        submit(values);
      }}
    >
      {fields.includes('name') ? (
        <Field name="name" label={t('pwName')} error={errorOf('name')} {...required}>
          {(control) => <input {...control} required autoComplete="name" data-autofocus="" />}
        </Field>
      ) : null}
      {fields.includes('phone') ? (
        <Field name="phone" label={t('pwPhone')} error={errorOf('phone')} {...required}>
          {(control) => <PhoneInput {...control} required />}
        </Field>
      ) : null}
      {fields.includes('email') ? (
        <Field
          name="email"
          label={emailRequired ? t('pwEmail') : t('pwEmailOptional')}
          hint={emailRequired ? undefined : t('pwEmailHint')}
          error={errorOf('email')}
          {...(emailRequired ? required : {})}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              required={emailRequired}
              autoComplete="email"
              {...(fields[0] === 'email' ? { 'data-autofocus': '' } : {})}
            />
          )}
        </Field>
      ) : null}
      {askPrescription ? (
        <label className="mfc-check">
          <input type="checkbox" name={PRESCRIPTION_FIELD} />
          {t('prescriptionConfirm')}
        </label>
      ) : null}
      {children}
      {refusal?.problem ? (
        <p className="mfc-alert" role="alert" data-testid={`${testId}-problem`}>
          {t(problemTextKey(refusal.problem))}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={sending} data-testid={`${testId}-submit`}>
        {sending ? t('pwSending') : submitText}
      </Button>
    </form>
  );
}
