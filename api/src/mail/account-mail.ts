// An account letter (activation, password reset) in the shop's language, name and colours (the
// shop's letter frame, letter.ts): a plain text part and an HTML part with one button.
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import { composeLetter, fillPlaceholders, letterSmallPrint, type Letter, type MailBrand } from './letter.ts';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './texts.ts';

/** Black or white, whichever reads better on `background` (WCAG relative luminance). */
function readableOn(background: string): string {
  const hex = background.length === 4 ? [...background.slice(1)].map((c) => c + c).join('') : background.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05; they are equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export function accountLetter(kind: AccountMailKind, lang: Locale, brand: MailBrand, link: string): Letter {
  const words = ACCOUNT_MAIL_TEXTS[kind][lang];
  const fill = (text: string) => fillPlaceholders(text, { shop: brand.name });
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const e = escapeMarkup;
  return composeLetter(lang, brand, {
    subject,
    heading,
    text: [body, '', words.linkIntro, link, '', words.notYou],
    html: ({ primary }) => `<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${e(body)}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${readableOn(primary)};text-decoration:none;font-weight:bold">${e(words.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px">${e(words.linkIntro)}<br><a href="${e(link)}" style="color:${primary};word-break:break-all">${e(link)}</a></p>
${letterSmallPrint(words.notYou)}`,
  });
}
