// The Content-Security-Policy of a storefront page: a pure function of the page's nonce and the
// third-party services the shop's settings turn on. Each source says beside it why it is there.
import { randomBytes } from 'node:crypto';
import type { AnalyticsService } from '@vitrina/shell/server';

type Directive = 'script-src' | 'connect-src' | 'font-src' | 'frame-src';
type Sources = Partial<Record<Directive, readonly string[]>>;

/** What each service's tags load, send to and frame, as its vendor documents it. */
const GOOGLE_ANALYTICS: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
const SERVICE_SOURCES: Record<AnalyticsService, Sources> = {
  'google-analytics': GOOGLE_ANALYTICS,
  // A container is nearly always there to load GA4: its hosts come with it. Other vendors' tags in
  // a container are the shop's to ask for; the policy does not guess them.
  'google-tag-manager': {
    ...GOOGLE_ANALYTICS,
    'script-src': ['https://www.googletagmanager.com'],
    // The no-JavaScript variant is an <iframe> of the container.
    'frame-src': ['https://www.googletagmanager.com'],
  },
  'yandex-metrika': {
    'script-src': ['https://mc.yandex.ru', 'https://yastatic.net'],
    'connect-src': ['https://mc.yandex.ru'],
    // Session replay (Webvisor) runs in a frame of its own, sometimes built from a blob.
    'frame-src': ['blob:', 'https://mc.yandex.ru'],
  },
  'jivo-chat': {
    'script-src': ['https://code.jivosite.com', 'https://*.jivosite.com'],
    'connect-src': ['https://*.jivosite.com', 'wss://*.jivosite.com'],
    'font-src': ['https://*.jivosite.com'],
    'frame-src': ['https://*.jivosite.com'],
  },
};

/**
 * Google reCAPTCHA, for the forms of shops that choose it over proof of work. That choice is a site
 * setting only the back end sees (a form asks for its challenge when it is used), so the gateway
 * cannot tell those shops apart: the sources are allowed everywhere, narrowed to reCAPTCHA's paths.
 */
const RECAPTCHA: Sources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** A nonce for one render: 128 random bits, base64 (CSP's nonce syntax). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function sourcesOf(directive: Directive, extra: readonly Sources[]): string {
  const all = extra.flatMap((sources) => sources[directive] ?? []);
  return [...new Set(all)].map((source) => ` ${source}`).join('');
}

/**
 * The policy for a page whose inline <script> and <style> elements carry `nonce`; without one
 * (the gateway's error pages), nothing inline runs at all. `analytics` are the services the
 * shop's settings turn on: only their hosts are added.
 */
export function contentSecurityPolicy(nonce: string | undefined, analytics: readonly AnalyticsService[]): string {
  const extra = [RECAPTCHA, ...analytics.map((service) => SERVICE_SOURCES[service])];
  const inline = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'${inline}${sourcesOf('script-src', extra)}`,
    `style-src 'self'${inline}`,
    // React writes `style` attributes (a colour swatch, a menu link's colour); an attribute cannot
    // load or run anything. Browsers without style-src-attr fall back to style-src: unstyled swatches.
    `style-src-attr 'unsafe-inline'`,
    // Pictures come from the API's /media, and also from any https host: a product's images and an
    // article's <img> may live on the shop's own media host, which no setting names (this also
    // covers the analytics services' tracking pixels). `blob:`: the advert form shows the photos
    // a shopper picks before they are sent, from object URLs the page's own script makes.
    `img-src 'self' data: blob: https:`,
    `font-src 'self'${sourcesOf('font-src', extra)}`,
    `connect-src 'self'${sourcesOf('connect-src', extra)}`,
    // A video review's file is on the shop's media host too.
    `media-src 'self' https:`,
    `frame-src 'self'${sourcesOf('frame-src', extra)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
