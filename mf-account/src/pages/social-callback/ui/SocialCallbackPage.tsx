import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate, useParams, useSearchParams } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { useSession } from '../../../entities/session/model/use-session.ts';
import { takeSocialState } from '../../../shared/lib/social-state.ts';

/** The API's code for a provider that shared no (verified) e-mail address: the spec's Facebook case. */
const NO_EMAIL = 'social_email_missing';

/**
 * Where the OpenID provider sends the shopper back: the code and state go to the API (it holds the
 * PKCE verifier), the gateway keeps the answer's tokens as cookies, and the cabinet opens. A refusal
 * goes to /registration with the reason (spec, section 2).
 */
export function SocialCallbackPage() {
  const t = useAccountT();
  usePageHead('socialSigningIn');
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [call, locale] = useUnit([accountCallFx, $locale]);
  const { enterSession } = useSession();
  const started = useRef(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const issuer = params.get('iss');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result =
        code && takeSocialState(state)
          ? await call({
              method: 'POST',
              path: `users/${encodeURIComponent(provider)}`,
              body: { code, state, ...(issuer ? { iss: issuer } : {}) },
              anonymous: true,
            })
          : null;
      if (result?.kind === 'ok') {
        await enterSession();
        window.location.assign(`/${locale}/cabinet`);
        return;
      }
      const noEmail = result?.kind === 'rejected' && (result.code === NO_EMAIL || NO_EMAIL in result.fieldErrors);
      navigate(`/${locale}/registration?social_error=${noEmail ? 'email' : 'failed'}`, { replace: true });
    })();
  }, [call, code, enterSession, issuer, locale, navigate, provider, state]);
  return (
    <section data-testid="social-callback-page">
      <h1>{t('socialSigningIn')}</h1>
      <p role="status">{t('socialSigningIn')}</p>
    </section>
  );
}
