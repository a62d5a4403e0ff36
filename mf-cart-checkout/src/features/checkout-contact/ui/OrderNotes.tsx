import { useUnit } from 'effector-react';
import { $draft, DraftField, draftEdited } from '../../../entities/checkout-draft/index.ts';
import { $companies } from '../../../entities/shopper/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

/** Whom the order is for (a company buyer's own companies) and the shopper's comment to the shop. */
export function OrderNotes() {
  const t = useCartT();
  const [draft, companies, edit] = useUnit([$draft, $companies, draftEdited]);
  const company = companies.some((c) => c.id === draft.companyId) ? draft.companyId : null;
  return (
    <section className="mfc-section" aria-labelledby="mfc-notes-title">
      <h2 id="mfc-notes-title">{t('notesTitle')}</h2>
      {companies.length > 0 ? (
        <DraftField field="company_id" label={t('companyLabel')} hint={t('companyHint')}>
          {(control) => (
            <select
              {...control}
              value={company ?? ''}
              onChange={(e) => edit({ companyId: Number(e.target.value) || null })}
              data-testid="checkout-company"
            >
              <option value="">{t('companyNone')}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.status === 'pending' ? t('companyPending', { name: c.name }) : c.name}
                </option>
              ))}
            </select>
          )}
        </DraftField>
      ) : null}
      <DraftField field="comment" label={t('commentLabel')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={draft.comment}
            onChange={(e) => edit({ comment: e.target.value })}
          />
        )}
      </DraftField>
    </section>
  );
}
