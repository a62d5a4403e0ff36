import { describe, expect, it } from 'vitest';

import {
  BULK_ORDER_MAX_CODES,
  bulkLinesNaming,
  parseBulkLine,
  parseBulkOrder,
  type BulkOrderItem,
} from '../../src/cart/index.ts';

describe('parseBulkLine', () => {
  it.each<[string, string, BulkOrderItem]>([
    ['a code and a count after a space', 'ABC-123 5', { code: 'ABC-123', count: 5 }],
    ['a code and a count after a semicolon', 'ABC-123;5', { code: 'ABC-123', count: 5 }],
    ['a spreadsheet row (a tab between the cells)', 'ABC-123\t5', { code: 'ABC-123', count: 5 }],
    ['spaces around the separator', '  ABC-123 ;  5 ', { code: 'ABC-123', count: 5 }],
    ['many spaces between code and count', 'ABC-123     5', { code: 'ABC-123', count: 5 }],
    ['a code alone asks for the multiplicity', 'ABC-123', { code: 'ABC-123', count: null }],
    ['an empty count cell asks for the multiplicity', 'ABC-123;', { code: 'ABC-123', count: null }],
    ['a trailing empty cell is ignored', 'ABC-123;5;', { code: 'ABC-123', count: 5 }],
    ['a decimal comma', 'CHEESE 1,5', { code: 'CHEESE', count: 1.5 }],
    ['a decimal point', 'CHEESE 1.5', { code: 'CHEESE', count: 1.5 }],
    ['a count without its leading zero', 'CHEESE ,25', { code: 'CHEESE', count: 0.25 }],
    ['counts are rounded to three decimals', 'CHEESE 0.12345', { code: 'CHEESE', count: 0.123 }],
    ['the largest count', 'ABC 99999', { code: 'ABC', count: 99999 }],
    ['a code with a space inside, from a spreadsheet', 'AB 12\t3', { code: 'AB 12', count: 3 }],
  ])('%s', (_behaviour, line, item) => {
    expect(parseBulkLine(line)).toEqual(item);
  });

  it.each([
    ['no code before a semicolon', ';5', 'empty_code'],
    ['no code before a tab', '\t\t5', 'empty_code'],
    ['a count of 0', 'ABC 0', 'bad_quantity'],
    ['a count that rounds to 0', 'ABC 0.0004', 'bad_quantity'],
    ['a negative count', 'ABC -2', 'bad_quantity'],
    ['a count past 99999', 'ABC 100000', 'bad_quantity'],
    ['a word for a count', 'ABC five', 'bad_quantity'],
    ['two decimal separators', 'ABC 1,5.2', 'bad_quantity'],
    ['a third field', 'ABC 5 pcs', 'extra_text'],
    ['a code longer than 64 characters', `${'X'.repeat(65)} 1`, 'code_too_long'],
  ])('%s is a problem: %s', (_behaviour, line, reason) => {
    expect(parseBulkLine(line)).toEqual({ reason });
  });
});

describe('parseBulkOrder', () => {
  it.each<[string, string, BulkOrderItem[]]>([
    ['an empty text names nothing', '', []],
    [
      'blank lines are skipped',
      '\n  \nA 1\n\n\t\nB 2\n',
      [
        { code: 'A', count: 1 },
        { code: 'B', count: 2 },
      ],
    ],
    [
      'Windows line ends',
      'A 1\r\nB 2\r\n',
      [
        { code: 'A', count: 1 },
        { code: 'B', count: 2 },
      ],
    ],
    [
      'a code named twice adds its counts',
      'A 1\nB 1\nA 2,5',
      [
        { code: 'A', count: 3.5 },
        { code: 'B', count: 1 },
      ],
    ],
    ['a line without a count adds nothing to one with', 'A\nA 4', [{ code: 'A', count: 4 }]],
    ['a line with a count, then one without', 'A 4\nA', [{ code: 'A', count: 4 }]],
    ['two lines without a count ask for the multiplicity once', 'A\nA', [{ code: 'A', count: null }]],
    ['merged counts keep three decimals', 'A 0.1\nA 0.2', [{ code: 'A', count: 0.3 }]],
    ['merged counts stop at 99999', 'A 99999\nA 5', [{ code: 'A', count: 99999 }]],
    [
      'codes differ by case, as the shop stores them',
      'abc 1\nABC 1',
      [
        { code: 'abc', count: 1 },
        { code: 'ABC', count: 1 },
      ],
    ],
  ])('%s', (_behaviour, text, items) => {
    expect(parseBulkOrder(text)).toEqual({ items, problems: [] });
  });

  it('numbers each problem by its line, counting blank lines, and keeps the good lines', () => {
    expect(parseBulkOrder('A 1\n\n;3\nB zero\nC 2')).toEqual({
      items: [
        { code: 'A', count: 1 },
        { code: 'C', count: 2 },
      ],
      problems: [
        { line: 3, reason: 'empty_code' },
        { line: 4, reason: 'bad_quantity' },
      ],
    });
  });

  it('names at most 100 products; a line past them is a problem, a repeat of one of them is not', () => {
    const codes = Array.from({ length: BULK_ORDER_MAX_CODES + 2 }, (_, i) => `C${i + 1} 1`);
    const { items, problems } = parseBulkOrder([...codes, 'C1 2'].join('\n'));
    expect(items).toHaveLength(BULK_ORDER_MAX_CODES);
    expect(items[0]).toEqual({ code: 'C1', count: 3 });
    expect(problems).toEqual([
      { line: 101, reason: 'too_many_lines' },
      { line: 102, reason: 'too_many_lines' },
    ]);
  });
});

describe('bulkLinesNaming', () => {
  it.each([
    ['keeps the lines of the codes named, as typed', 'A 1\nB 2,5\nC', ['B', 'C'], 'B 2,5\nC'],
    ['keeps every line of a code named twice', 'A 1\nB 2\nA 3', ['A'], 'A 1\nA 3'],
    ['drops blank lines and lines with problems', 'A 1\n\n;4\nA x', ['A'], 'A 1'],
    ['trims what it keeps', '  B\t2  ', ['B'], 'B\t2'],
    ['keeps nothing when no code is named', 'A 1', [], ''],
  ])('%s', (_behaviour, text, codes, kept) => {
    expect(bulkLinesNaming(text, codes)).toBe(kept);
  });
});
