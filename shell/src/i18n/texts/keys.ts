import type { EN } from './en.ts';

/** CLDR plural categories, as i18next suffixes keys with them (`key_one`, `key_few`, ...). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type EnKey = keyof typeof EN;
type PluralBase<K> = K extends `${infer Base}_${PluralCategory}` ? Base : never;
type PlainKey<K> = K extends `${string}_${PluralCategory}` ? never : K;

/** Keys used in code: plain keys and the base of plural keys (`searchPlaceholder`). */
export type ShellTextKey = PlainKey<EnKey> | PluralBase<EnKey>;

/**
 * One locale's texts: every plain key, and plural keys in the categories that language has
 * (Russian needs `few` and `many`, English does not). The unit test checks the categories.
 */
export type ShellTexts = Record<PlainKey<EnKey>, string> &
  Partial<Record<`${PluralBase<EnKey>}_${PluralCategory}`, string>>;
