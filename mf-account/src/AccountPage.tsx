import { useUnit } from 'effector-react';
import { useTranslation } from '@vitrina/i18n';
import { $auth } from '@vitrina/events';
import { NAMESPACE } from './i18n.ts';

/** The cabinet's entry; sign-in, profile and orders arrive with the account issue. */
export function AccountPage() {
  const { t } = useTranslation(NAMESPACE);
  const auth = useUnit($auth);
  return (
    <section data-testid="account-page">
      <h1>{t('title')}</h1>
      <p>{auth.isAuth ? t('hello', { name: auth.name ?? '' }) : t('guest')}</p>
    </section>
  );
}
