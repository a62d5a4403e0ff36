import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $auth } from '@vitrina/events';
import { $openedFor, AdvertForm, formOpened } from '../../../features/advert-form/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { SignInGate } from '../../../shared/ui/SignInGate.tsx';
import { editAdvertSpec, isEditable } from '../model/form-spec.ts';
import { FormPageFrame } from './FormPageFrame.tsx';

/** /my-adverts/{slug}/edit: the owner's advert in the form; anyone else's is not found; a guest gets the sign-in window. */
export function EditAdvertPage() {
  const t = useAdvertsT();
  const [auth, openedFor, open] = useUnit([$auth, $openedFor, formOpened]);
  const view = usePage(editAdvertSpec(auth.isAuth));
  const advert = view.state === 'ready' ? view.data[1] : undefined;
  const editable = isEditable(advert) ? advert : null;
  // Opened once per advert: a later read of the same advert (after a save) keeps what is being typed.
  const openedSlug = useRef<string | null>(null);
  useEffect(() => {
    if (!editable || openedSlug.current === editable.slug) return;
    openedSlug.current = editable.slug;
    open({ kind: 'edit', advert: editable });
  }, [editable, open]);
  if (view.state !== 'ready') return <PageState view={view} />;
  if (!auth.isAuth) return <SignInGate title={t('editAdvertTitle')} />;
  if (!editable) return <PageState view={{ ...view, state: 'missing', retry: () => undefined }} />;
  return (
    <FormPageFrame title={t('editAdvertTitle')} ready={openedFor === editable.slug}>
      <AdvertForm />
    </FormPageFrame>
  );
}
