import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { formClosed, $step } from '../model/form-model.ts';
import { $saveFailure, $saving, saveRequested, stepBack, stepNext } from '../model/save-model.ts';
import { STEPS } from '../lib/steps.ts';
import { FormWindows } from './FormWindows.tsx';
import { StepDetails } from './StepDetails.tsx';
import { StepMedia } from './StepMedia.tsx';
import { StepWhat } from './StepWhat.tsx';
import { StepWhere } from './StepWhere.tsx';

const STEP_VIEW = { what: StepWhat, where: StepWhere, details: StepDetails, media: StepMedia };
const STEP_TITLE = { what: 'stepWhat', where: 'stepWhere', details: 'stepDetails', media: 'stepMedia' } as const;

/**
 * The advert form in steps: Next checks the step's fields, Back keeps what was typed, "Save as
 * draft" is offered on every step (a draft may wait for its place and pictures), "Publish" on the
 * last. Leaving the page releases the chosen pictures.
 */
export function AdvertForm() {
  const t = useAdvertsT();
  const [step, saving, failure, next, back, save, closed] = useUnit([
    $step,
    $saving,
    $saveFailure,
    stepNext,
    stepBack,
    saveRequested,
    formClosed,
  ]);
  useEffect(() => () => closed(), [closed]);
  const at = STEPS.indexOf(step);
  const last = at === STEPS.length - 1;
  const Step = STEP_VIEW[step];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (last) save(false);
    else next();
  };
  return (
    <>
      <ol className="steps" aria-label={t('steps')}>
        {STEPS.map((one, i) => (
          <li key={one} aria-current={one === step ? 'step' : undefined}>
            {t('stepN', { n: i + 1, title: t(STEP_TITLE[one]) })}
          </li>
        ))}
      </ol>
      <form className="form" onSubmit={submit} noValidate data-testid="advert-form" data-step={step}>
        <h2>{t(STEP_TITLE[step])}</h2>
        {failure ? (
          <p role="alert" className="alert">
            {t(failure === 'rate_limited' ? 'tooManyTries' : 'failed')}
          </p>
        ) : null}
        <Step />
        <div className="row">
          {at > 0 ? (
            <button type="button" className="vui-button vui-button-secondary" onClick={back}>
              {t('back')}
            </button>
          ) : null}
          <button
            type="button"
            className="vui-button vui-button-secondary"
            onClick={() => save(true)}
            disabled={saving}
            data-testid="save-draft"
          >
            {t('saveDraft')}
          </button>
          <button
            type="submit"
            className="vui-button vui-button-primary"
            disabled={saving}
            aria-busy={saving}
            data-testid={last ? 'publish' : 'next'}
          >
            {t(last ? 'publish' : 'next')}
          </button>
        </div>
      </form>
      <FormWindows />
    </>
  );
}
