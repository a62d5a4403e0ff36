// The one piece of the age gate that runs before the page's markup is parsed.
import { AGE_COOKIE } from '@vitrina/events';
import { nonceAttribute } from '../head/escape.ts';
import type { GlobalSettings } from '../settings/types.ts';

/** On <html> while the visitor's cookie says they confirmed their age; gates-css.ts hides the question then. */
export const AGE_CONFIRMED_ATTRIBUTE = 'data-age-confirmed';

/**
 * A shop's server page is one page for every visitor (the page cache and the caches in front share
 * it), so on a shop that asks for the age it carries the question for everyone: the shop is never
 * painted for a visitor who has not confirmed, and crawlers still get the whole page. For a visitor
 * who has, this script (placed before the markup, so it runs before the question is painted) marks
 * the document and the CSS hides the question until the hydrated shell closes it.
 */
export function ageMarkScript(settings: GlobalSettings, nonce: string | undefined): string {
  if (settings.additional_settings.age_restriction_min_age === null) return '';
  const confirmed = JSON.stringify(`${AGE_COOKIE}=true`);
  const attribute = JSON.stringify(AGE_CONFIRMED_ATTRIBUTE);
  return (
    `<script${nonceAttribute(nonce)}>` +
    `if(document.cookie.split('; ').indexOf(${confirmed})>=0)document.documentElement.setAttribute(${attribute},'')` +
    `</script>`
  );
}
