import { useState } from 'react';
import { useUnit } from 'effector-react';
import { $locale, $siteSettings } from '@vitrina/events';
import type { GlobalSettings } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { accountCallFx } from '../../../shared/api/account-call.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { rememberSocialState } from '../../../shared/lib/social-state.ts';

/** The shop's OpenID providers (keys only: their secrets never leave the API). */
export function socialProvidersOf(settings: GlobalSettings | null): string[] {
  return settings?.social_logins ?? [];
}

const providerName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * One button per provider: the API makes the authorization URL (state, nonce and the PKCE verifier
 * stay on the server) and the browser goes there; the provider sends the shopper back to
 * /{lang}/social/{provider}/callback.
 */
export function SocialButtons() {
  const t = useAccountT();
  const [settings, locale, call] = useUnit([$siteSettings, $locale, accountCallFx]);
  const [failed, setFailed] = useState(false);
  const providers = socialProvidersOf(settings);
  if (providers.length === 0) return null;

  async function start(provider: string) {
    const result = await call({
      method: 'GET',
      path: `users/social/${encodeURIComponent(provider)}/authorize`,
      query: { lang: locale },
      anonymous: true,
    });
    const url = result.kind === 'ok' ? (result.body as { authorization_url?: unknown }).authorization_url : null;
    if (typeof url === 'string' && rememberSocialState(url)) window.location.assign(url);
    else setFailed(true);
  }

  return (
    <div className="mfa-social">
      <p className="mfa-note">{t('orContinueWith')}</p>
      <FormAlert text={failed ? t('socialErrorFailed') : null} />
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" onClick={() => void start(provider)}>
          {t('continueWith', { provider: providerName(provider) })}
        </Button>
      ))}
    </div>
  );
}
