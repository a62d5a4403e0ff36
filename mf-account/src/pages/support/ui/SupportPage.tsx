import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { userNeeded } from '../../../features/profile/index.ts';
import { $user } from '../../../entities/session/model/session-model.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { SupportForm } from './SupportForm.tsx';

/** /account/support: a message to the shop, answered by e-mail. */
export function SupportPage() {
  const t = useAccountT();
  usePageHead('supportTitle');
  const [user, needed] = useUnit([$user, userNeeded]);
  useEffect(() => {
    needed();
  }, [needed]);
  const name = user ? `${user.user.first_name} ${user.user.last_name}`.trim() : '';
  return (
    <CabinetLayout title={t('supportTitle')}>
      <p>{t('supportIntro')}</p>
      {/* Drawn again once the shopper's data arrives, so the fields take it (they are uncontrolled). */}
      <SupportForm key={user ? 'known' : 'waiting'} name={name} email={user?.user.email ?? ''} />
    </CabinetLayout>
  );
}
