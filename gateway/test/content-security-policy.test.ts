import { describe, expect, it } from 'vitest';
import type { AnalyticsService } from '@vitrina/shell/server';
import { contentSecurityPolicy, newNonce } from '../src/http/content-security-policy.ts';

/** The policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
const hostsIn = (policy: string) => policy.match(/https:\/\/[^\s;]+/g) ?? [];

const NONCE = 'c3RhdGljLW5vbmNlLXZhbHVl';

describe('the page CSP', () => {
  it("runs only the page's own scripts and styles and inline code that carries the nonce", () => {
    const policy = directives(contentSecurityPolicy(NONCE, []));
    expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    for (const [name, sources] of policy) {
      if (name === 'style-src-attr') continue;
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain("'strict-dynamic'");
    }
  });

  it('closes plugins, <base>, foreign form targets and framing by other sites', () => {
    const policy = directives(contentSecurityPolicy(NONCE, []));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it("shows pictures from object URLs (the advert form's previews of the photos picked), but runs and frames none", () => {
    const policy = directives(contentSecurityPolicy(NONCE, []));
    expect(policy.get('img-src')).toContain('blob:');
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src', 'default-src'])
      expect(policy.get(directive), directive).not.toContain('blob:');
  });

  it('without a nonce (the error pages) allows nothing inline', () => {
    const policy = directives(contentSecurityPolicy(undefined, []));
    expect(policy.get('script-src')?.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it("names no analytics host for a shop that turns none on, and each service's hosts only when it is on", () => {
    const none = contentSecurityPolicy(NONCE, []);
    expect(hostsIn(none).filter((host) => /googletagmanager|google-analytics|yandex|jivosite/.test(host))).toEqual([]);

    const ga = directives(contentSecurityPolicy(NONCE, ['google-analytics']));
    expect(ga.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(ga.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(contentSecurityPolicy(NONCE, ['google-analytics'])).not.toMatch(/yandex|jivosite/);

    const cases: [AnalyticsService, string, string][] = [
      ['google-tag-manager', 'script-src', 'https://www.googletagmanager.com'],
      ['yandex-metrika', 'script-src', 'https://mc.yandex.ru'],
      ['yandex-metrika', 'connect-src', 'https://mc.yandex.ru'],
      ['jivo-chat', 'script-src', 'https://code.jivosite.com'],
      ['jivo-chat', 'connect-src', 'wss://*.jivosite.com'],
    ];
    for (const [service, directive, host] of cases) {
      expect(directives(contentSecurityPolicy(NONCE, [service])).get(directive), service).toContain(host);
      expect(none, service).not.toContain(host);
    }
  });

  it("allows Google's hosts for reCAPTCHA forms only under reCAPTCHA's own paths", () => {
    const google = hostsIn(contentSecurityPolicy(NONCE, [])).filter((host) => /google\.com|gstatic\.com/.test(host));
    expect(google.length).toBeGreaterThan(0);
    for (const host of google) expect(host).toMatch(/\/recaptcha\/$/);
  });

  it('lists a host once when two services need it', () => {
    const both = directives(contentSecurityPolicy(NONCE, ['google-analytics', 'google-tag-manager']));
    const connect = both.get('connect-src') ?? [];
    expect(connect.filter((source) => source === 'https://*.google-analytics.com')).toHaveLength(1);
  });
});

describe('the nonce', () => {
  it('is 128 random bits in base64, new for every render', () => {
    const nonces = Array.from({ length: 50 }, newNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
