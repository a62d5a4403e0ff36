import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { StateView } from '@vitrina/ui';
import { EmailChange, PhoneChange } from '../../../features/contact-change/index.ts';
import { DeleteAccount } from '../../../features/delete-account/index.ts';
import { BuyerType, PasswordForm, PersonalForm, profileDataNeeded } from '../../../features/profile/index.ts';
import { ProfileImage } from '../../../features/profile-image/index.ts';
import { $user } from '../../../entities/session/model/session-model.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/** /account/profile: the shopper's data, picture, sign-in e-mail and phone, password, and account deletion. */
export function ProfilePage() {
  const t = useAccountT();
  usePageHead('profileTitle');
  const [user, needed] = useUnit([$user, profileDataNeeded]);
  useEffect(() => {
    needed();
  }, [needed]);
  const texts = useListTexts();
  return (
    <CabinetLayout title={t('profileTitle')}>
      <StateView state={user ? 'content' : 'loading'} texts={texts}>
        {user ? (
          <div className="mfa-profile" data-testid="profile-page">
            <ProfileImage user={user.user} />
            <BuyerType user={user} />
            <PersonalForm user={user.user} />
            <EmailChange user={user.user} />
            <PhoneChange user={user} />
            <PasswordForm />
            <DeleteAccount email={user.user.email} />
          </div>
        ) : null}
      </StateView>
    </CabinetLayout>
  );
}
