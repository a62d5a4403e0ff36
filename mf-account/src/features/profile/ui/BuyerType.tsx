import { useUnit } from 'effector-react';
import type { CurrentUser } from '@vitrina/contract';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { $userGroup } from '../model/profile-model.ts';

/** @vitrina/contract's GROUP_USER_TYPES.company (its zod module stays out of the browser). */
const COMPANY_GROUP = 2;
const TITLE_ID = 'mfa-buyer-title';

/** Whether the shopper buys as a person or for a company (users/user-group; auth/users/me's until it loads). */
export function BuyerType({ user }: { user: CurrentUser }) {
  const t = useAccountT();
  const group = useUnit($userGroup);
  const company = group ? group.group_user_type.name === 'company' : user.group_user_type.id === COMPANY_GROUP;
  return (
    <section className="mfa-panel" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{t('profileBuyerTitle')}</h2>
      <dl className="mfa-facts">
        <div>
          <dt>{t('profileBuyerAs')}</dt>
          <dd data-testid="buyer-type">{company ? t('buyerCompany') : t('buyerIndividual')}</dd>
        </div>
      </dl>
    </section>
  );
}
