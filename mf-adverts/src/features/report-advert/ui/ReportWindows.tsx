import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { modalClosed } from '@vitrina/events';
import { Field } from '@vitrina/ui';
import { COMPLAINT_CATEGORIES_REQUEST, useReference } from '../../../entities/reference/index.ts';
import type { ComplaintCategory } from '../../../entities/reference/index.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { useFieldMessage } from '../../../shared/ui/field-message.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';
import { $reportErrors, $reportFailure, $reportPending, reportOpened, reportSent } from '../model/report-model.ts';

/** "Report" on the advert page, its reportUser window with the complaint form, and reportUserSuccess. */
export function ReportAdvert({ advertId }: { advertId: number }) {
  const t = useAdvertsT();
  const [open, send, close, errors, failure, pending] = useUnit([
    reportOpened,
    reportSent,
    modalClosed,
    $reportErrors,
    $reportFailure,
    $reportPending,
  ]);
  const message = useFieldMessage(errors);
  const categories = useReference<ComplaintCategory>(COMPLAINT_CATEGORIES_REQUEST);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({ category: Number(data.get('category')), body: String(data.get('body') ?? '').trim() });
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => open(advertId)} data-testid="report">
        {t('report')}
      </button>
      <AdvertWindow name="reportUser" title={t('reportTitle')}>
        <form className="form" onSubmit={submit} noValidate>
          {failure ? (
            <p role="alert" className="alert">
              {t(failure === 'rate_limited' ? 'tooManyReports' : 'failed')}
            </p>
          ) : null}
          <fieldset>
            <legend>{t('reportCategory')}</legend>
            {categories.map((category, i) => (
              <label key={category.id} className="check">
                <input type="radio" name="category" value={category.id} defaultChecked={i === 0} />
                {category.title}
              </label>
            ))}
            {message('category') ? <p className="vui-field-error">{message('category')}</p> : null}
          </fieldset>
          <Field name="body" label={t('reportBody')} error={message('body')} required requiredText={t('required')}>
            {(control) => <textarea {...control} rows={4} maxLength={2000} />}
          </Field>
          <button type="submit" className="vui-button vui-button-primary" disabled={pending} aria-busy={pending}>
            {t('reportSend')}
          </button>
        </form>
      </AdvertWindow>
      <AdvertWindow name="reportUserSuccess" title={t('reportDoneTitle')}>
        <p>{t('reportDoneText')}</p>
        <button type="button" className="vui-button vui-button-primary" onClick={() => close()}>
          {t('close')}
        </button>
      </AdvertWindow>
    </>
  );
}
