// Which call saves the company form. The API has three: create-company keeps the shopper's one
// company (made, or changed when there is one), create-company-multi adds another, and
// users/company/{id} edits a given one. A first company is made with the first; once the shopper
// has one, "add" must not overwrite it, so it is the second.
import type { AccountRequest } from '../../shared/api/account-call.ts';

/** The form's fields, as the API's company bodies name them. */
export interface CompanyDraft {
  name: string;
  fiscal_code: string;
  legal_address: string;
}

export type CompanyTarget =
  /** `groupId`: users/user-group's id; `hasCompany`: auth/users/me named a company already. */
  { kind: 'create'; groupId: number; hasCompany: boolean } | { kind: 'edit'; id: number };

export interface CompanySave {
  draft: CompanyDraft;
  target: CompanyTarget;
}

export function companySaveRequest({ draft, target }: CompanySave): AccountRequest {
  const body = { ...draft };
  if (target.kind === 'edit') return { method: 'PATCH', path: `users/company/${target.id}`, body };
  const call = target.hasCompany ? 'create-company-multi' : 'create-company';
  return { method: 'PATCH', path: `users/user-group/${target.groupId}/${call}`, body };
}
