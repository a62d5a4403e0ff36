// The letter with a code that confirms a new e-mail address: plain text and HTML, in the request's
// language and the shop's name and colours, the code set apart so it is easy to read and copy. No
// link: the code is typed into the cabinet that asked for it, so a forwarded letter opens nothing.
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import { colour, type AccountLetter, type MailBrand } from './account-mail.ts';
import { EMAIL_CHANGED_TEXTS, EMAIL_CODE_TEXTS } from './code-texts.ts';

export function emailCodeLetter(lang: Locale, brand: MailBrand, code: string): AccountLetter {
  const words = EMAIL_CODE_TEXTS[lang];
  // A function replacer: a `$&` in a shop's name is text, not a replacement pattern.
  const fill = (text: string) => text.replaceAll('{shop}', () => brand.name);
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const text = [heading, '', body, '', code, '', words.validity, '', words.notYou, '', `— ${brand.name}`].join('\n');

  const primary = colour(brand.colors.primary, '#1d4ed8');
  const page = colour(brand.colors.background, '#ffffff');
  const card = colour(brand.colors.surface, '#f3f4f6');
  const ink = colour(brand.colors.text, '#111827');
  const e = escapeMarkup;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:${page};color:${ink};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:${card};border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:${primary}">${e(brand.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${e(heading)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${e(body)}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;color:${primary}">${e(code)}</p>
<p style="margin:0 0 8px;font-size:13px">${e(words.validity)}</p>
<p style="margin:16px 0 0;font-size:13px">${e(words.notYou)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

/** `ana.new@example.md` -> `a***@example.md`: enough for the owner to know it, not a gift to a reader of the old inbox. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address.charAt(0)}***${address.slice(at)}` : '***';
}

/** The notice to the old sign-in address (plain text: it carries no code and no link to click). */
export function emailChangedLetter(lang: Locale, brand: MailBrand, newAddress: string): AccountLetter {
  const words = EMAIL_CHANGED_TEXTS[lang];
  const fill = (text: string) =>
    text.replaceAll('{shop}', () => brand.name).replaceAll('{address}', () => maskedAddress(newAddress));
  const [subject, heading, body, notYou] = [words.subject, words.heading, words.body, words.notYou].map(fill) as [
    string,
    string,
    string,
    string,
  ];
  const text = [heading, '', body, '', notYou, '', `— ${brand.name}`].join('\n');
  const e = escapeMarkup;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif"><h1 style="font-size:20px">${e(heading)}</h1><p>${e(body)}</p><p>${e(notYou)}</p><p>— ${e(brand.name)}</p></body>
</html>
`;
  return { subject, text, html };
}
