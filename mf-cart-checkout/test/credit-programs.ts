// A lender's credit program as general/credits answers it, for the checkout's and the product
// windows' credit tests.
import type { CreditProgram } from '@vitrina/contract';

export const creditProgram = (id: number, fields: Partial<CreditProgram> = {}): CreditProgram => ({
  id,
  lender: 'iute',
  lender_name: 'Iute Credit',
  title: `Program ${id}`,
  months: [3, 6, 12],
  monthly_rate: 2.5,
  min_amount: 100,
  max_amount: 50_000,
  ...fields,
});
