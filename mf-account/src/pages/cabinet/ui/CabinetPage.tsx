import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale, $siteSettings } from '@vitrina/events';
import { Price } from '@vitrina/ui';
import type { AccountTextKey } from '../../../i18n/index.ts';
import { $user, displayName } from '../../../entities/session/model/session-model.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { overviewOpened } from '../model/cabinet-model.ts';

/** The sections a shopper goes to from here, each with what it holds. */
const QUICK_LINKS: { path: string; label: AccountTextKey; text: AccountTextKey }[] = [
  { path: 'account/orders', label: 'navOrders', text: 'quickOrders' },
  { path: 'account/profile', label: 'navProfile', text: 'quickProfile' },
  { path: 'account/addresses', label: 'navAddresses', text: 'quickAddresses' },
  { path: 'account/companies', label: 'navCompanies', text: 'quickCompanies' },
  { path: 'favorites', label: 'navFavorites', text: 'quickFavorites' },
];

/** group_user_type 2 buys for a company (@vitrina/contract's GROUP_USER_TYPES), anything else as a person. */
const buyerTypeText = (groupTypeId: number): AccountTextKey => (groupTypeId === 2 ? 'buyerCompany' : 'buyerIndividual');

/** /cabinet, where activation and sign-in lead: who is signed in, their points and balance, and the way on. */
export function CabinetPage() {
  const t = useAccountT();
  usePageHead('cabinetTitle');
  const [user, locale, settings, opened] = useUnit([$user, $locale, $siteSettings, overviewOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <CabinetLayout title={t('cabinetTitle')}>
      <div data-testid="cabinet-page">
        {user ? (
          <section aria-labelledby="mfa-greeting" className="mfa-panel">
            <h2 id="mfa-greeting" data-testid="cabinet-greeting">
              {t('overviewGreeting', { name: displayName(user) })}
            </h2>
            <dl className="mfa-facts">
              <div>
                <dt>{t('email')}</dt>
                <dd data-testid="cabinet-email">{user.user.email}</dd>
              </div>
              <div>
                <dt>{t('overviewBuyerType')}</dt>
                <dd>{t(buyerTypeText(user.group_user_type.id))}</dd>
              </div>
              <div>
                <dt>{t('overviewLoyalty')}</dt>
                <dd data-testid="cabinet-loyalty">{user.loyalty_points}</dd>
              </div>
              {settings ? (
                <div>
                  <dt>{t('overviewBalance')}</dt>
                  <dd>
                    <Price
                      amount={user.user.balance}
                      currency={settings.project_currency}
                      locale={locale}
                      oldLabel=""
                      testId="cabinet-balance"
                    />
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        ) : (
          <p aria-busy="true">{t('listLoading')}</p>
        )}
        <section aria-labelledby="mfa-quick-links">
          <h2 id="mfa-quick-links">{t('overviewSections')}</h2>
          <ul className="mfa-cards mfa-quick">
            {QUICK_LINKS.map((link) => (
              <li key={link.path} className="mfa-card">
                <Link to={`/${locale}/${link.path}`} className="mfa-card-title">
                  {t(link.label)}
                </Link>
                <p className="mfa-note">{t(link.text)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </CabinetLayout>
  );
}
