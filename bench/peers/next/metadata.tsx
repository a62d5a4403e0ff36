// The page's head through Next's metadata API (title, description, canonical, hreflang, Open
// Graph, icon), and its structured data as the JSON-LD scripts Next's docs recommend.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiError } from '../tree/api.ts';
import type { PageHead } from '../tree/head.ts';
import { jsonForScript } from '../tree/json-script.ts';

export function metadataOf(head: PageHead): Metadata {
  const { og } = head;
  return {
    title: head.title,
    description: head.description,
    ...(head.keywords ? { keywords: head.keywords } : {}),
    alternates: { canonical: head.canonical, languages: head.languages },
    openGraph: {
      type: 'website',
      siteName: og.siteName,
      title: og.title,
      description: og.description,
      url: og.url,
      images: [og.image],
      locale: og.locale,
      alternateLocale: og.alternateLocales,
    },
    icons: { icon: [{ url: head.favicon, type: 'image/svg+xml' }] },
  };
}

export function StructuredData({ head }: { head: PageHead }) {
  return (
    <>
      {[...head.siteLd, ...head.pageLd].map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(ld) }} />
      ))}
    </>
  );
}

/** An unknown category or product is Next's 404 page; any other failure is its error page. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) notFound();
  throw error;
}
