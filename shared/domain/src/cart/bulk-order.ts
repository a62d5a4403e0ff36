// The bulk order window's text (a B2B shopper pastes product codes with counts): which lines it
// names, merged by code, and what is wrong with each line the server would refuse as a whole. One
// home for the rule: the cart remote shows the problems as the shopper types, the API's contract
// takes the same limits.
import { MAX_QUANTITY, roundQuantity } from './quantity.ts';

/** How many different products one bulk order may name (the API refuses a longer list). */
export const BULK_ORDER_MAX_CODES = 100;
/** The longest product code a line may carry (the API's limit too). */
export const BULK_CODE_MAX_LENGTH = 64;

/** One product of the order: its code and count; null asks for the product's multiplicity. */
export interface BulkOrderItem {
  code: string;
  count: number | null;
}

export type BulkLineProblem = 'empty_code' | 'code_too_long' | 'bad_quantity' | 'extra_text' | 'too_many_lines';

export interface BulkOrderProblem {
  /** The line's number in the text, from 1, as the shopper counts them. */
  line: number;
  reason: BulkLineProblem;
}

export interface BulkOrder {
  items: BulkOrderItem[];
  problems: BulkOrderProblem[];
}

// A count as typed: digits with one decimal comma or point ("5", "1,5", ".5", "2.").
const COUNT = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The fields of one line. A tab (a spreadsheet's cells) or a semicolon (CSV) separates fields when
 * the line has one, so a code with a space inside survives a spreadsheet paste, and a row whose
 * code cell is empty ("\t5") stays without a code; else spaces do ("ABC-123 5"). Empty trailing
 * fields ("ABC;5;") are a spreadsheet's empty cells.
 */
function fieldsOf(line: string): string[] {
  const fields = /[\t;]/.test(line) ? line.split(/[\t;]/).map((field) => field.trim()) : line.trim().split(/\s+/);
  while (fields.length > 1 && fields.at(-1) === '') fields.pop();
  return fields;
}

/** A typed count, rounded to three decimals, or null when it is no count the cart takes. */
function countOf(text: string): number | null {
  if (!COUNT.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  // Past the maximum is a typo in a B2B paste (an extra digit), not "as many as allowed".
  if (value > MAX_QUANTITY) return null;
  const rounded = roundQuantity(value);
  return rounded > 0 ? rounded : null;
}

/** One non-blank line: the item it names, or why it names none. */
export function parseBulkLine(line: string): BulkOrderItem | { reason: Exclude<BulkLineProblem, 'too_many_lines'> } {
  const [code = '', typed, ...rest] = fieldsOf(line);
  if (code === '') return { reason: 'empty_code' };
  if (code.length > BULK_CODE_MAX_LENGTH) return { reason: 'code_too_long' };
  if (rest.length > 0) return { reason: 'extra_text' };
  if (typed === undefined || typed === '') return { code, count: null };
  const count = countOf(typed);
  return count === null ? { reason: 'bad_quantity' } : { code, count };
}

/** Two lines of one code: the counts add up; a line without a count adds nothing to one with. */
function mergedCount(had: number | null, more: number | null): number | null {
  if (had === null) return more;
  if (more === null) return had;
  return roundQuantity(had + more);
}

/**
 * The whole text: blank lines are skipped, a code named twice is one item, and a line that would
 * name a product past the first BULK_ORDER_MAX_CODES is a `too_many_lines` problem (the shopper
 * sends the rest in a second order).
 */
export function parseBulkOrder(text: string): BulkOrder {
  const byCode = new Map<string, BulkOrderItem>();
  const problems: BulkOrderProblem[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const parsed = parseBulkLine(raw);
    if ('reason' in parsed) return void problems.push({ line, reason: parsed.reason });
    const had = byCode.get(parsed.code);
    if (had) had.count = mergedCount(had.count, parsed.count);
    else if (byCode.size >= BULK_ORDER_MAX_CODES) problems.push({ line, reason: 'too_many_lines' });
    else byCode.set(parsed.code, { ...parsed });
  });
  return { items: [...byCode.values()], problems };
}

/**
 * The lines of `text` that name one of `codes`, as the shopper typed them: after a send, the
 * window keeps the lines the server refused so nothing typed is lost, and drops the added ones.
 */
export function bulkLinesNaming(text: string, codes: readonly string[]): string {
  const wanted = new Set(codes);
  return text
    .split(/\r\n|\r|\n/)
    .filter((raw) => {
      if (raw.trim() === '') return false;
      const parsed = parseBulkLine(raw);
      return 'code' in parsed && wanted.has(parsed.code);
    })
    .map((raw) => raw.trim())
    .join('\n');
}
