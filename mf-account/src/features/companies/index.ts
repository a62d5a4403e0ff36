// The shopper's companies: the filtered, paged list and the form that adds and edits one.
export { CompanyFilters } from './ui/CompanyFilters.tsx';
export { COMPANY_FORM_TITLE, CompanyForm } from './ui/CompanyForm.tsx';
export { CompanyList } from './ui/CompanyList.tsx';
export { COMPANY_STATUSES } from './statuses.ts';
export {
  $companies,
  $companiesFailed,
  companiesRequested,
  companiesRetried,
  companySaved,
  groupNeeded,
  loadCompaniesFx,
  loadGroupFx,
} from './model.ts';
