// The one frame of every letter the shop sends (account, order, first-to-know, credit, quote): a
// plain text part (heading, content, the shop's signature) and an HTML part in the shop's language,
// name and colours, with the pieces the letters are made of. Every value is escaped; colours that
// are not plain hex codes (settings are free text) give way to neutral ones rather than reach the markup.
import type { Locale } from '@vitrina/domain';

import { escapeMarkup } from '../media/escape.ts';

export interface MailBrand {
  name: string;
  colors: { primary: string; background: string; surface: string; text: string };
}

export interface Letter {
  subject: string;
  text: string;
  html: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A setting's colour when it is a plain hex code, else `fallback` (settings are free text). */
export const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);

export interface LetterPalette {
  primary: string;
  ink: string;
}

/**
 * `{name}` placeholders filled from `values` in one pass, by a function replacer: a `$&` in a shop's
 * or product's name is text, not a replacement pattern, and a value is never filled again. A
 * placeholder without a value stays as written.
 */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The HTML every letter of the shop shares: the document, the shop's name in its colour on a card,
 * the heading, then `content` (markup the caller escaped), given the palette to colour it with.
 */
function letterHtml(
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

export interface LetterContent {
  subject: string;
  heading: string;
  /** The plain text part between the heading and the signature, a line each ('' is a blank line). */
  text: readonly string[];
  /** The HTML part under the heading: markup the caller escaped, coloured with the palette. */
  html: (palette: LetterPalette) => string;
}

/** A letter in the shop's frame: the text part signed with the shop's name, the HTML part on its card. */
export function composeLetter(lang: Locale, brand: MailBrand, content: LetterContent): Letter {
  const { subject, heading } = content;
  return {
    subject,
    text: [heading, '', ...content.text, '', `— ${brand.name}`].join('\n'),
    html: letterHtml(lang, brand, subject, heading, content.html),
  };
}

/** A letter's paragraph of running text, escaped. */
export const letterParagraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeMarkup(text)}</p>`;

/** A bold line heading what follows it (the products, the comment), escaped. */
export const letterLabel = (text: string) => `<p style="margin:0 0 8px;font-weight:bold">${escapeMarkup(text)}</p>`;

/** A bulleted list of lines (products, terms), each escaped. */
export const letterList = (lines: readonly string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>`;

/** The small print closing a letter ("if it was not you..."), escaped. */
export const letterSmallPrint = (text: string) => `<p style="margin:16px 0 0;font-size:13px">${escapeMarkup(text)}</p>`;
