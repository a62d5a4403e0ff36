import { Button } from '@vitrina/ui';
import type { ContentTextKey } from '../../i18n/index.ts';
import { useContentT } from '../../shared/ui/use-content-t.ts';
import type { FormStatus } from './use-content-form.ts';

const STATUS_TEXT: Partial<Record<FormStatus, ContentTextKey>> = {
  checking: 'checking',
  sending: 'sending',
  invalid: 'fixFields',
};

/** The submit button and a polite live region saying what the form is doing. */
export function FormFooter({
  status,
  busy,
  submit,
  sent,
}: {
  status: FormStatus;
  busy: boolean;
  submit: ContentTextKey;
  sent: ContentTextKey;
}) {
  const t = useContentT();
  const text = status === 'sent' ? sent : STATUS_TEXT[status];
  return (
    <>
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {t(busy ? 'sending' : submit)}
      </Button>
      <p className="mfc-status" role="status" aria-live="polite" data-form-status={status}>
        {text ? t(text) : ''}
      </p>
    </>
  );
}
