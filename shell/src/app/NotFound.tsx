import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{t('notFound')}</h1>
    </section>
  );
}
