// The bare peer's whole document, rendered by React: the head the gateway writes (title, meta,
// hreflang and Open Graph, the shop's styles, structured data), the frame with the page, and the
// page's props as JSON, what a browser bundle would hydrate from.
import type { ReactNode } from 'react';
import { peerConfig } from '../tree/config.ts';
import { Frame } from '../tree/frame/Frame.tsx';
import type { PageHead } from '../tree/head.ts';
import { jsonForScript } from '../tree/json-script.ts';
import type { PageModel } from '../tree/models.ts';

function Head({ head }: { head: PageHead }) {
  const { og } = head;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      <link rel="canonical" href={head.canonical} />
      {Object.entries(head.languages).map(([code, href]) => (
        <link key={code} rel="alternate" hrefLang={code} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      <meta property="og:url" content={og.url} />
      <meta property="og:image" content={og.image} />
      <meta property="og:locale" content={og.locale} />
      {og.alternateLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <link rel="icon" href={head.favicon} type="image/svg+xml" />
      {peerConfig.styles.head.map((css, i) => (
        <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
      {[...head.siteLd, ...head.pageLd].map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(ld) }} />
      ))}
    </head>
  );
}

export function Document({ model, children }: { model: PageModel; children: ReactNode }) {
  return (
    <html lang={model.lang}>
      <Head head={model.head} />
      <body>
        <div id="root">
          <Frame frame={model.frame} lang={model.lang} alternates={model.alternates}>
            {children}
          </Frame>
        </div>
        <script dangerouslySetInnerHTML={{ __html: `window.__PEER__=${jsonForScript(model)}` }} />
      </body>
    </html>
  );
}
