/**
 * Checks a namespace's texts across locales: every key in every locale, plural keys in each
 * plural category the language has (CLDR, as i18next uses them), and the same `{{placeholders}}`
 * everywhere. Generic on purpose: a remote's test passes its own translations and locales.
 */
export type NamespaceTexts = Partial<Record<string, Readonly<Record<string, string>>>>;

export interface TextProblem {
  locale: string;
  key: string;
  problem: 'missing' | 'empty' | 'placeholders differ';
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1]!)
    .sort()
    .join(',');

/** The keys a locale must have: plain keys as they are, plural bases in the language's categories. */
function requiredKeys(locale: string, plain: Set<string>, pluralBases: Set<string>): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return [...plain, ...[...pluralBases].flatMap((base) => categories.map((category) => `${base}_${category}`))];
}

export function findTextProblems(texts: NamespaceTexts, locales: readonly string[]): TextProblem[] {
  const plain = new Set<string>();
  const pluralBases = new Set<string>();
  for (const locale of locales) {
    for (const key of Object.keys(texts[locale] ?? {})) {
      if (PLURAL_SUFFIX.test(key)) pluralBases.add(key.replace(PLURAL_SUFFIX, ''));
      else plain.add(key);
    }
  }
  // The placeholders a key must carry: those of its first locale that has it.
  const expected = new Map<string, string>();
  const problems: TextProblem[] = [];
  for (const locale of locales) {
    const own = texts[locale] ?? {};
    for (const key of requiredKeys(locale, plain, pluralBases)) {
      const text = own[key];
      if (text === undefined) problems.push({ locale, key, problem: 'missing' });
      else if (!text.trim()) problems.push({ locale, key, problem: 'empty' });
      else {
        const logical = key.replace(PLURAL_SUFFIX, '');
        const found = placeholders(text);
        if (!expected.has(logical)) expected.set(logical, found);
        else if (expected.get(logical) !== found) problems.push({ locale, key, problem: 'placeholders differ' });
      }
    }
  }
  return problems;
}
