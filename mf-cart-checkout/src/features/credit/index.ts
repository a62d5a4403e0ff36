// Buying a product on credit: the programs that lend on it, the server's calculation of the terms
// chosen, and a credit request or the cart (ordered on credit at the checkout).
export {
  $calcProblem,
  $calculation,
  $choice,
  $creditLoad,
  $programs,
  calculationRetried,
  creditOpened,
  monthsChosen,
  programChosen,
} from './model/credit-model.ts';
export type { CreditChoice, CreditSubject } from './model/credit-model.ts';
export {
  $creditCartAdd,
  CREDIT_DONE_MODAL,
  creditCartPressed,
  creditRequestBody,
  creditRequestForm,
} from './model/request-model.ts';
export { Credit, CreditDone, CreditWindows } from './ui/CreditWindow.tsx';
