import { useUnit } from 'effector-react';
import { notify } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { textOf, useAccountForm } from '../../../shared/lib/use-account-form.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import {
  $companyFormBusy,
  $editedCompany,
  $formRound,
  $groupId,
  companyEditCancelled,
  saveCompanyFx,
} from '../model.ts';
import type { CompanyDraft } from '../save-request.ts';

const FIELDS = ['name', 'fiscal_code', 'legal_address'] as const;

/** The form's heading: where the focus goes when a company of the list is chosen for editing. */
export const COMPANY_FORM_TITLE = 'mfa-company-form-title';

const draftOf = (data: FormData): CompanyDraft => ({
  name: textOf(data, 'name'),
  fiscal_code: textOf(data, 'fiscal_code'),
  legal_address: textOf(data, 'legal_address'),
});

/**
 * Adds a company, or edits the one chosen in the list. `hasCompany`: the shopper has one already
 * (so "add" adds another instead of changing it). Refused fields show the server's messages; after
 * an accepted save the form stays busy for 3 s (spec), saying it was saved, then is empty again.
 */
export function CompanyForm({ hasCompany }: { hasCompany: boolean }) {
  const t = useAccountT();
  const [save, cancel, raise, edited, groupId, held, round] = useUnit([
    saveCompanyFx,
    companyEditCancelled,
    notify,
    $editedCompany,
    $groupId,
    $companyFormBusy,
    $formRound,
  ]);
  const { errors, busy, onSubmit } = useAccountForm(
    FIELDS,
    (data) =>
      save({
        draft: draftOf(data),
        target: edited ? { kind: 'edit', id: edited.id } : { kind: 'create', groupId: groupId ?? 0, hasCompany },
      }),
    () => raise({ kind: 'success', text: t('companySaved') }),
  );
  // Creating needs the group the call is made on (loaded with the page).
  const ready = edited !== null || groupId !== null;
  const error = (name: (typeof FIELDS)[number]) => (errors.fields[name] ? { error: errors.fields[name] } : {});
  const saved = held && !busy;
  return (
    <section className="mfa-panel" aria-labelledby={COMPANY_FORM_TITLE}>
      <h2 id={COMPANY_FORM_TITLE} tabIndex={-1} data-testid="company-form-title">
        {edited ? t('companyEditTitle', { name: edited.name }) : t('companyAddTitle')}
      </h2>
      <form
        key={`${edited?.id ?? 'new'}-${round}`}
        className="mfa-form"
        onSubmit={(event) => void onSubmit(event)}
        data-testid="company-form"
      >
        <FormAlert text={errors.general} />
        <TextField
          name="name"
          label={t('companyName')}
          maxLength={200}
          required
          defaultValue={edited?.name}
          {...error('name')}
        />
        <TextField
          name="fiscal_code"
          label={t('companyFiscalCode')}
          hint={t('companyFiscalHint')}
          inputMode="numeric"
          pattern="[0-9]{2,13}"
          required
          defaultValue={edited?.fiscal_code}
          {...error('fiscal_code')}
        />
        <TextField
          name="legal_address"
          label={t('companyLegalAddress')}
          maxLength={300}
          defaultValue={edited?.legal_address}
          {...error('legal_address')}
        />
        <p className="mfa-note" role="status" data-testid="company-form-status">
          {saved ? t('companySavedNote') : ''}
        </p>
        <div className="mfa-actions">
          <Button type="submit" disabled={busy || held || !ready} aria-busy={busy || held}>
            {busy || held ? t('companySaving') : t('companySave')}
          </Button>
          {edited ? (
            <Button variant="secondary" onClick={cancel}>
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
