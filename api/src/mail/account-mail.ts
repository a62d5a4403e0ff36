// An account letter (activation, password reset) in the shop's language, name and colours: a plain
// text part and an HTML part with one button. Every value is escaped; colours that are not plain
// hex codes (settings are free text) give way to neutral ones rather than reach the markup.
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './texts.ts';

export interface MailBrand {
  name: string;
  colors: { primary: string; background: string; surface: string; text: string };
}

export interface AccountLetter {
  subject: string;
  text: string;
  html: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A setting's colour when it is a plain hex code, else `fallback` (settings are free text). */
export const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);

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

export interface LetterPalette {
  primary: string;
  ink: string;
}

/**
 * The HTML every letter of the shop shares: the document, the shop's name in its colour on a card,
 * the heading, then `content` (markup the caller escaped), given the palette to colour it with.
 */
export function letterHtml(
  lang: Locale,
  brand: MailBrand,
  subject: string,
  heading: string,
  content: (palette: LetterPalette) => string,
): string {
  const primary = colour(brand.colors.primary, '#1d4ed8');
  const page = colour(brand.colors.background, '#ffffff');
  const card = colour(brand.colors.surface, '#f3f4f6');
  const ink = colour(brand.colors.text, '#111827');
  const e = escapeMarkup;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:${page};color:${ink};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:${card};border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:${primary}">${e(brand.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${e(heading)}</h1>
${content({ primary, ink })}
</td></tr>
</table>
</body>
</html>
`;
}

/** A letter's paragraph of running text, escaped. */
export const letterParagraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeMarkup(text)}</p>`;

/** The small print closing a letter ("if it was not you..."), escaped. */
export const letterSmallPrint = (text: string) => `<p style="margin:16px 0 0;font-size:13px">${escapeMarkup(text)}</p>`;

export function accountLetter(kind: AccountMailKind, lang: Locale, brand: MailBrand, link: string): AccountLetter {
  const words = ACCOUNT_MAIL_TEXTS[kind][lang];
  const fill = (text: string) => text.replaceAll('{shop}', () => brand.name);
  const [subject, heading, body] = [words.subject, words.heading, words.body].map(fill) as [string, string, string];
  const text = [heading, '', body, '', words.linkIntro, link, '', words.notYou, '', `— ${brand.name}`].join('\n');
  const e = escapeMarkup;
  const html = letterHtml(
    lang,
    brand,
    subject,
    heading,
    ({ primary }) => `<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${e(body)}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${readableOn(primary)};text-decoration:none;font-weight:bold">${e(words.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px">${e(words.linkIntro)}<br><a href="${e(link)}" style="color:${primary};word-break:break-all">${e(link)}</a></p>
${letterSmallPrint(words.notYou)}`,
  );
  return { subject, text, html };
}
