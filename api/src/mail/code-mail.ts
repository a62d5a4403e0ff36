// The letter with a code that confirms a new e-mail address: plain text and HTML, in the request's
// language and the shop's name and colours, the code set apart so it is easy to read and copy. No
// link: the code is typed into the cabinet that asked for it, so a forwarded letter opens nothing.
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import { EMAIL_CHANGED_TEXTS, EMAIL_CODE_TEXTS } from './code-texts.ts';
import {
  composeLetter,
  fillPlaceholders,
  letterParagraph,
  letterSmallPrint,
  type Letter,
  type MailBrand,
} from './letter.ts';

export function emailCodeLetter(lang: Locale, brand: MailBrand, code: string): Letter {
  const words = EMAIL_CODE_TEXTS[lang];
  const fill = (text: string) => fillPlaceholders(text, { shop: brand.name });
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const e = escapeMarkup;
  return composeLetter(lang, brand, {
    subject,
    heading,
    text: [body, '', code, '', words.validity, '', words.notYou],
    html: ({ primary }) => `${letterParagraph(body)}
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;color:${primary}">${e(code)}</p>
<p style="margin:0 0 8px;font-size:13px">${e(words.validity)}</p>
${letterSmallPrint(words.notYou)}`,
  });
}

/** `ana.new@example.md` -> `a***@example.md`: enough for the owner to know it, not a gift to a reader of the old inbox. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address.charAt(0)}***${address.slice(at)}` : '***';
}

/** The notice to the old sign-in address: no code and no link to click. */
export function emailChangedLetter(lang: Locale, brand: MailBrand, newAddress: string): Letter {
  const words = EMAIL_CHANGED_TEXTS[lang];
  const fill = (text: string) => fillPlaceholders(text, { shop: brand.name, address: maskedAddress(newAddress) });
  const [subject, heading, body, notYou] = [words.subject, words.heading, words.body, words.notYou].map(fill) as [
    string,
    string,
    string,
    string,
  ];
  return composeLetter(lang, brand, {
    subject,
    heading,
    text: [body, '', notYou],
    html: () => `${letterParagraph(body)}\n${letterSmallPrint(notYou)}`,
  });
}
