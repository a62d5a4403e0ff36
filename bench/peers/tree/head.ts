// A page's <head> as data: the title, description, canonical and hreflang links, Open Graph and
// structured data the gateway's page carries. The bare peer writes it as elements, the Next.js
// peer hands it to its metadata API.
import { peerConfig } from './config.ts';
import type { Alternates, FrameData } from './types.ts';

export interface PageHead {
  title: string;
  description: string;
  keywords?: string;
  canonical: string;
  /** hreflang -> absolute url, x-default included. */
  languages: Record<string, string>;
  og: {
    siteName: string;
    title: string;
    description: string;
    url: string;
    image: string;
    locale: string;
    alternateLocales: string[];
  };
  favicon: string;
  /** The shop's structured data (Organization, WebSite), then the page's own. */
  siteLd: object[];
  pageLd: object[];
}

interface Base {
  frame: FrameData;
  lang: string;
  path: string;
  alternates: Alternates;
  trail: { name: string; path: string }[];
}

interface Own {
  title: string;
  description: string;
  keywords?: string;
  image: string;
  ld: object[];
}

const absolute = (path: string) => new URL(path, peerConfig.origin).toString();
const ogLocale = (iso: string) => iso.replace('-', '_');

function breadcrumbLd(trail: Base['trail']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

function siteLd(frame: FrameData, lang: string) {
  const { settings } = frame;
  const home = absolute(`/${lang}`);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': absolute('/#organization'),
      name: settings.project,
      url: home,
      logo: absolute(settings.logo.logoLight),
      telephone: settings.phones.main,
      email: settings.main_email,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: settings.project,
      url: home,
      inLanguage: lang,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${home}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function pageHead(base: Base, own: Own): PageHead {
  const { settings } = base.frame;
  // The shell's rule: a page titled as the shop itself (the home page) is not "shop | shop".
  const title = own.title === settings.project ? own.title : `${own.title} | ${settings.project}`;
  const mainLang = settings.mainUiInterface.mainLang;
  const languages = Object.fromEntries(Object.entries(base.alternates).map(([code, path]) => [code, absolute(path)]));
  const fallback = base.alternates[mainLang];
  if (fallback) languages['x-default'] = absolute(fallback);
  const iso = (code: string) => settings.langs.find((one) => one.code === code)?.iso ?? code;
  return {
    title,
    description: own.description,
    ...(own.keywords ? { keywords: own.keywords } : {}),
    canonical: absolute(base.path),
    languages,
    og: {
      siteName: settings.project,
      title,
      description: own.description,
      url: absolute(base.path),
      image: absolute(own.image),
      locale: ogLocale(iso(base.lang)),
      alternateLocales: settings.langs.filter((one) => one.code !== base.lang).map((one) => ogLocale(one.iso)),
    },
    favicon: settings.icons.favicon,
    siteLd: siteLd(base.frame, base.lang),
    // The home page has no trail, so no BreadcrumbList either.
    pageLd: base.trail.length > 0 ? [...own.ld, breadcrumbLd(base.trail)] : own.ld,
  };
}
