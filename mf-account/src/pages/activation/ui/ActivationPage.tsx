import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate, useParams } from '@vitrina/router';
import { $locale, notify } from '@vitrina/events';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { useSession } from '../../../entities/session/model/use-session.ts';

/**
 * The activation letter's link (spec, section 4): activation signs the shopper in (the gateway turns
 * the answer's tokens into cookies) and the cabinet opens, drawn by the server for them; a link that
 * fails sends them home with the error. The call is the browser's: only an answer through the
 * gateway's proxy can set the cookies.
 */
export function ActivationPage() {
  const t = useAccountT();
  usePageHead('activatingTitle');
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [call, locale, raise] = useUnit([accountCallFx, $locale, notify]);
  const { enterSession } = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await call({
        method: 'POST',
        path: 'auth/users/activation',
        body: { uid, token },
        anonymous: true,
      });
      if (result.kind === 'ok') {
        await enterSession();
        window.location.assign(`/${locale}/cabinet`);
        return;
      }
      raise({ kind: 'error', text: t('activationFailed') });
      navigate(`/${locale}`, { replace: true });
    })();
  }, [call, enterSession, locale, navigate, raise, t, token, uid]);
  return (
    <section data-testid="activation-page">
      <h1>{t('activatingTitle')}</h1>
      <p role="status">{t('activating')}</p>
    </section>
  );
}
