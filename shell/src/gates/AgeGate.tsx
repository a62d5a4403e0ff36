import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { ageConfirmed } from '@vitrina/events';
import { MODAL_TITLE_ID } from '@vitrina/ui';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $ageRefused, $askedAge, ageQuestionReopened, ageRefused } from './model.ts';

/**
 * The age question (the host keeps it locked open: no close button, no Escape, no backdrop). No
 * shows the refusal instead of the answers, with a way back to the question only: nothing leads
 * into the shop but a yes. Each step moves focus to its first control, so the host's focus trap
 * always has something inside the window to keep focus on.
 */
export function AgeGate() {
  const t = useShellT();
  const [age, refused, confirm, refuse, reopen] = useUnit([
    $askedAge,
    $ageRefused,
    ageConfirmed,
    ageRefused,
    ageQuestionReopened,
  ]);
  const root = useRef<HTMLDivElement>(null);
  const step = useRef(refused);
  useEffect(() => {
    // The host focuses the window when it opens; only a change of step inside it is ours.
    if (step.current === refused) return;
    step.current = refused;
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [refused]);
  return (
    <div className="gate" data-testid="age-gate" ref={root}>
      <h2 id={MODAL_TITLE_ID} className="gate-title">
        {t('ageQuestion', { count: age })}
      </h2>
      {refused ? (
        <>
          <p role="alert" data-testid="age-refused">
            {t('ageRefused', { count: age })}
          </p>
          <div className="gate-actions">
            <button type="button" className="button button-secondary" onClick={() => reopen()} data-autofocus="">
              {t('ageChangeAnswer')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('ageExplain')}</p>
          <div className="gate-actions">
            <button type="button" className="button" onClick={() => confirm()} data-autofocus="">
              {t('ageYes')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => refuse()}>
              {t('ageNo')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
