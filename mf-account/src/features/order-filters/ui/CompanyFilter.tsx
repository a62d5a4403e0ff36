import { Field } from '@vitrina/ui';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import type { FilterCompany } from '../model/filter-companies.ts';

/**
 * The company filter, offered only to a buyer who has companies. A company in the URL that is not
 * among those loaded (a kept link) is still shown as chosen.
 */
export function CompanyFilter({ chosen, companies }: { chosen: string; companies: readonly FilterCompany[] | null }) {
  const t = useAccountT();
  const id = chosen ? Number(chosen) : null;
  const unknown = id !== null && !companies?.some((company) => company.id === id);
  if (!companies?.length && !unknown) return null;
  return (
    <Field name="company_id" label={t('orderFilterCompany')}>
      {(control) => (
        <select {...control} defaultValue={chosen}>
          <option value="">{t('orderFilterAnyCompany')}</option>
          {(companies ?? []).map((company) => (
            <option key={company.id} value={String(company.id)}>
              {company.name}
            </option>
          ))}
          {unknown ? <option value={chosen}>{t('orderFilterCompanyNumber', { id })}</option> : null}
        </select>
      )}
    </Field>
  );
}
