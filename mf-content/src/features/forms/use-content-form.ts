import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { $apiContext, notify } from '@vitrina/events';
import { BOT_FIELDS, createBotCheck, RETRY_CODES } from '@vitrina/mf-kit/bot-check';
import { phoneForSending } from '@vitrina/domain/phone-mask';
import { useShopPhoneMask } from '@vitrina/ui';
import type { ContentTextKey } from '../../i18n/index.ts';
import { useContentT } from '../../shared/ui/use-content-t.ts';
import { postForm } from './api.ts';
import type { FieldErrors, FormSchemaName } from './validate.ts';

export type FormStatus = 'idle' | 'checking' | 'sending' | 'sent' | 'invalid';

export interface ContentFormConfig {
  path: string;
  schema: FormSchemaName;
  /** Sent as multipart/form-data with the `file` input (the résumé). */
  multipart?: boolean;
  successText: ContentTextKey;
}

/** The filled text fields; a phone as the spec sends it (whitespace removed). */
const textValues = (data: FormData) =>
  Object.fromEntries(
    [...data.entries()]
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([name, value]) => [name, name === 'phone' ? phoneForSending(value) : value]),
  );

/**
 * A form of this remote: validates with the contract's schema, prepares the bot check while the
 * shopper types, sends, and shows the server's field errors next to the fields.
 */
export function useContentForm(config: ContentFormConfig) {
  const t = useContentT();
  const [ctx, raise] = useUnit([$apiContext, notify]);
  const phoneMask = useShopPhoneMask();
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const botCheck = useMemo(() => createBotCheck(() => ctxRef.current), []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');

  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    setStatus('invalid');
    const first = Object.keys(found)
      .map((name) => form.elements.namedItem(name))
      .find((el): el is HTMLElement => el instanceof HTMLElement);
    first?.focus();
  };

  async function send(
    form: HTMLFormElement,
    data: FormData,
    values: Record<string, string>,
    attempt = 0,
  ): Promise<void> {
    setStatus('checking');
    const token = await botCheck.take().catch(() => null);
    if (!token) {
      setStatus('idle');
      raise({ kind: 'error', text: t('sendFailed') });
      return;
    }
    setStatus('sending');
    let body: Record<string, unknown> | FormData;
    if (config.multipart) {
      // Only filled fields: an empty optional field would reach the API as '' and be refused.
      body = new FormData();
      for (const [name, value] of Object.entries(values)) body.set(name, value);
      body.set('file', data.get('file') as File);
      body.set(token.field, token.value);
    } else body = { ...values, [token.field]: token.value };
    const result = await postForm(ctxRef.current, config.path, body);
    if (result.kind === 'accepted') {
      form.reset();
      setErrors({});
      setStatus('sent');
      raise({ kind: 'success', text: t(config.successText) });
      return;
    }
    const { asFieldCode } = await import('./validate.ts');
    const fieldErrors = result.kind === 'rejected' ? result.fieldErrors : {};
    const botCode = Object.entries(fieldErrors).find(([field]) => BOT_FIELDS.has(field))?.[1][0];
    if (botCode && RETRY_CODES.has(botCode) && attempt === 0) return send(form, data, values, 1);
    const shown = Object.fromEntries(
      Object.entries(fieldErrors)
        .filter(([field]) => !BOT_FIELDS.has(field))
        .map(([f, m]) => [f, asFieldCode(m[0])]),
    );
    if (Object.keys(shown).length > 0) return showErrors(form, shown);
    setStatus('idle');
    const unavailable = result.kind === 'rejected' && result.code === 'captcha_not_configured';
    raise({ kind: 'error', text: t(unavailable ? 'captchaUnavailable' : 'sendFailed') });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'checking' || status === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = textValues(data);
    const { validateFields, validateResumeFile } = await import('./validate.ts');
    const found = validateFields(config.schema, values, phoneMask);
    if (config.multipart) {
      const fileError = validateResumeFile(data.get('file') as File | null);
      if (fileError) found.file = fileError;
    }
    if (Object.keys(found).length > 0) return showErrors(form, found);
    setErrors({});
    await send(form, data, values);
  }

  const busy = status === 'checking' || status === 'sending';
  return { errors, status, busy, onSubmit, onFocus: () => botCheck.warmUp() };
}
