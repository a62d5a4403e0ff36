// What the bulk order window says of a line: a problem found while typing (by its line number) and
// a refusal of the server (by its code), each as a text key with its named values. The limits in
// the texts are the domain's, so a changed limit changes what the shopper reads.
import type { CartBulkRefusal } from '@vitrina/contract';
import { BULK_CODE_MAX_LENGTH, BULK_ORDER_MAX_CODES, MAX_QUANTITY } from '@vitrina/domain';
import type { BulkLineProblem, BulkOrderProblem } from '@vitrina/domain';
import type { CartTextKey } from '../../../shared/i18n/index.ts';

export interface BulkText {
  key: CartTextKey;
  values: Record<string, string | number>;
}

/** How many problems the window lists; the rest are counted (a wrong paste can have thousands). */
export const SHOWN_PROBLEMS = 10;

const PROBLEMS: Record<BulkLineProblem, { key: CartTextKey; max?: number }> = {
  empty_code: { key: 'bulkEmptyCode' },
  code_too_long: { key: 'bulkCodeTooLong', max: BULK_CODE_MAX_LENGTH },
  bad_quantity: { key: 'bulkBadQuantity', max: MAX_QUANTITY },
  extra_text: { key: 'bulkExtraText' },
  too_many_lines: { key: 'bulkTooManyLines', max: BULK_ORDER_MAX_CODES },
};

const REFUSALS: Record<CartBulkRefusal['reason'], CartTextKey> = {
  unknown_code: 'bulkUnknownCode',
  unavailable: 'bulkUnavailable',
  over_stock: 'bulkOverStock',
};

export function problemText({ line, reason }: BulkOrderProblem): BulkText {
  const { key, max } = PROBLEMS[reason];
  return { key, values: max === undefined ? { line } : { line, max } };
}

/** `limit` is printed as the shopper's language writes numbers (1,5 in Romanian). */
export function refusalText({ code, reason, limit }: CartBulkRefusal, formatNumber: (n: number) => string): BulkText {
  return { key: REFUSALS[reason], values: { code, limit: limit === undefined ? '' : formatNumber(limit) } };
}
