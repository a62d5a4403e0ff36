import type { GlobalSettings } from '../settings/types.ts';
import { escapeHtml, escapeJsonForScript, escapeRawText, nonceAttribute, tag } from './escape.ts';

/**
 * Analytics, verification and chat tags from the settings. Each is rendered only when its id is
 * set, and an id must match its service's format: the ids end up inside scripts, so a value that
 * is not an id is dropped instead of escaped. With nothing configured (the demo, the tests) no
 * external script is referenced at all.
 */
const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const YANDEX_ID = /^\d{4,12}$/;
const JIVO_ID = /^[A-Za-z0-9]{4,40}$/;
const VERIFICATION = /^[\w.-]{4,200}$/;

const valid = (pattern: RegExp, value: string) => (pattern.test(value.trim()) ? value.trim() : null);

/**
 * The back end's own chat widget (`chat_widget_source: back_end`), through the shop's same-origin
 * /api proxy: the page's `script-src 'self'` covers it, so no other host is named or asked.
 */
export const BACK_END_CHAT_PATH = '/api/chat/widget/';

type ChatSource = GlobalSettings['sitesettingsstatistic']['chat_widget_source'];

/** Where the chat widget of `id` loads from: Jivo's loader unless the settings name the back end's. */
export function chatWidgetSrc(id: string, source: ChatSource): string {
  return source === 'back_end'
    ? `${BACK_END_CHAT_PATH}${encodeURIComponent(id)}`
    : `https://code.jivosite.com/widget/${id}`;
}

/** A third-party service whose tags a page carries; the gateway's CSP allows the hosts it needs. */
export type AnalyticsService = 'google-analytics' | 'google-tag-manager' | 'yandex-metrika' | 'jivo-chat';

/**
 * The services whose tags the shell writes for these settings: exactly those whose id passes the
 * same format check the tags use. Takes the settings' raw statistics object (the gateway reads it
 * from the back end's answer), so a missing or odd field is a service turned off.
 */
export function analyticsServices(
  stats: Partial<Record<keyof GlobalSettings['sitesettingsstatistic'], unknown>> | undefined,
): AnalyticsService[] {
  const on = (pattern: RegExp, value: unknown) => typeof value === 'string' && valid(pattern, value) !== null;
  const services: [AnalyticsService, boolean][] = [
    ['google-analytics', on(GA4_ID, stats?.google_analytics_4)],
    ['google-tag-manager', on(GTM_ID, stats?.google_tag_manager)],
    ['yandex-metrika', on(YANDEX_ID, stats?.yandex_metrika)],
    // The back end's own widget is same-origin: Jivo's hosts are not needed then.
    ['jivo-chat', on(JIVO_ID, stats?.jivo_chat) && stats?.chat_widget_source !== 'back_end'],
  ];
  return services.filter(([, enabled]) => enabled).map(([service]) => service);
}

function verificationTags(stats: GlobalSettings['sitesettingsstatistic']): string {
  const google = valid(VERIFICATION, stats.google_search_console);
  const facebook = valid(VERIFICATION, stats.facebook_verification);
  return (
    (google ? tag('meta', { name: 'google-site-verification', content: google }) : '') +
    (facebook ? tag('meta', { name: 'facebook-domain-verification', content: facebook }) : '')
  );
}

function googleAnalytics(id: string, nonce: string | undefined): string {
  const idJson = escapeJsonForScript(id);
  return (
    tag('script', { async: '', src: `https://www.googletagmanager.com/gtag/js?id=${id}`, nonce }) +
    '</script>' +
    `<script${nonceAttribute(nonce)}>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${idJson});</script>`
  );
}

function tagManager(id: string, nonce: string | undefined): string {
  const idJson = escapeJsonForScript(id);
  // gtm.js gets this script's nonce: Tag Manager hands it on to the custom HTML tags it adds.
  return (
    `<script${nonceAttribute(nonce)}>window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `(function(){var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+${idJson};` +
    `var c=document.currentScript;if(c&&c.nonce)s.nonce=c.nonce;document.head.appendChild(s)})();</script>`
  );
}

function yandexMetrika(id: string, nonce: string | undefined): string {
  return (
    `<script${nonceAttribute(nonce)}>(function(){window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};window.ym.l=Date.now();` +
    `var s=document.createElement('script');s.async=true;s.src='https://mc.yandex.ru/metrika/tag.js';document.head.appendChild(s);` +
    `window.ym(${Number(id)},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});})();</script>`
  );
}

/**
 * The shop's noscript markup, trusted as its scripts are, with the page's nonce on each <style> in
 * it: a browser without JavaScript still applies the CSP, and the shop's no-JavaScript styles are
 * the shop's as much as its scripts, which carry the nonce too.
 */
export function noscriptMarkup(markup: string, nonce: string | undefined): string {
  return nonce ? markup.replace(/<style\b(?![^>]*\snonce=)/gi, `<style${nonceAttribute(nonce)}`) : markup;
}

function additionalItems(
  styles: GlobalSettings['styles'],
  location: 'head' | 'body',
  nonce: string | undefined,
): string {
  return styles.additional_js_items
    .filter((item) => item.location === location && item.script.trim())
    .map((item) =>
      item.script_type === 'script'
        ? `<script${nonceAttribute(nonce)}>${escapeRawText(item.script, 'script')}</script>`
        : // noscript content is markup the shop's staff wrote (a tracking pixel, typically).
          `<noscript>${noscriptMarkup(item.script, nonce)}</noscript>`,
    )
    .join('');
}

/** Tags for <head>; every inline script carries the page's CSP nonce. */
export function analyticsHead(settings: GlobalSettings, nonce?: string): string {
  const stats = settings.sitesettingsstatistic;
  const ga4 = valid(GA4_ID, stats.google_analytics_4);
  const gtm = valid(GTM_ID, stats.google_tag_manager);
  const yandex = valid(YANDEX_ID, stats.yandex_metrika);
  return (
    verificationTags(stats) +
    (ga4 ? googleAnalytics(ga4, nonce) : '') +
    (gtm ? tagManager(gtm, nonce) : '') +
    (yandex ? yandexMetrika(yandex, nonce) : '') +
    additionalItems(settings.styles, 'head', nonce)
  );
}

/** Tags right after <body> opens: what shows without JavaScript. */
export function analyticsBodyStart(settings: GlobalSettings, nonce?: string): string {
  const stats = settings.sitesettingsstatistic;
  const gtm = valid(GTM_ID, stats.google_tag_manager);
  const yandex = valid(YANDEX_ID, stats.yandex_metrika);
  const text = settings.styles.no_script_text.trim();
  return (
    (gtm
      ? `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${gtm}" height="0" width="0" style="display:none;visibility:hidden" title="gtm"></iframe></noscript>`
      : '') +
    (yandex
      ? `<noscript><div><img src="https://mc.yandex.ru/watch/${yandex}" style="position:absolute;left:-9999px" alt=""></div></noscript>`
      : '') +
    // The settings' noscript code is the shop's own markup; the noscript text is plain text.
    (settings.noscript.trim() ? `<noscript>${noscriptMarkup(settings.noscript, nonce)}</noscript>` : '') +
    (text ? `<noscript><p class="noscript-text">${escapeHtml(text)}</p></noscript>` : '')
  );
}

/** Tags before </body>: the shop's body scripts and the chat widget, when a chat id is set. */
export function analyticsBodyEnd(settings: GlobalSettings, nonce?: string): string {
  const stats = settings.sitesettingsstatistic;
  const chat = valid(JIVO_ID, stats.jivo_chat);
  const script = settings.styles.script.trim();
  return (
    additionalItems(settings.styles, 'body', nonce) +
    (script ? `<script${nonceAttribute(nonce)}>${escapeRawText(script, 'script')}</script>` : '') +
    (chat ? tag('script', { src: chatWidgetSrc(chat, stats.chat_widget_source), async: '', nonce }) + '</script>' : '')
  );
}
