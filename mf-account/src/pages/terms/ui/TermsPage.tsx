import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { StateView } from '@vitrina/ui';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { $terms, $termsFailed, termsOpened } from '../model/terms-model.ts';

/** /account/terms: the shop's terms and privacy policy inside the cabinet. */
export function TermsPage() {
  const t = useAccountT();
  usePageHead('termsTitle');
  const [terms, failed, opened] = useUnit([$terms, $termsFailed, termsOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  const texts = {
    loading: t('termsLoading'),
    emptyTitle: t('termsFailed'),
    error: t('termsFailed'),
    retry: t('retry'),
  };
  return (
    <CabinetLayout title={t('termsTitle')}>
      <StateView state={terms ? 'content' : failed ? 'error' : 'loading'} texts={texts} onRetry={opened}>
        {terms ? (
          <article data-testid="terms-page">
            <h2>{terms.page.title}</h2>
            {/* CMS html: the back end sanitises it with an allow-list before storing it. */}
            <div className="mfa-html" dangerouslySetInnerHTML={{ __html: terms.page.html }} />
          </article>
        ) : null}
      </StateView>
    </CabinetLayout>
  );
}
