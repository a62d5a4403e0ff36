import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $auth } from '@vitrina/events';
import { $openedFor, AdvertForm, formOpened } from '../../../features/advert-form/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { SignInGate } from '../../../shared/ui/SignInGate.tsx';
import { newAdvertSpec } from '../model/form-spec.ts';
import { FormPageFrame } from './FormPageFrame.tsx';

/** /my-adverts/new: the form with the spec's defaults; a guest gets the sign-in window. */
export function NewAdvertPage() {
  const t = useAdvertsT();
  const view = usePage(newAdvertSpec);
  const [auth, openedFor, open] = useUnit([$auth, $openedFor, formOpened]);
  const ready = view.state === 'ready' && auth.isAuth;
  useEffect(() => {
    if (ready) open({ kind: 'create' });
  }, [ready, open]);
  if (view.state !== 'ready') return <PageState view={view} />;
  if (!auth.isAuth) return <SignInGate title={t('newAdvertTitle')} />;
  return (
    <FormPageFrame title={t('newAdvertTitle')} ready={openedFor !== null}>
      <AdvertForm />
    </FormPageFrame>
  );
}
