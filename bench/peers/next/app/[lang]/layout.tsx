// The root layout: the document and the shop's styles, inlined as the gateway inlines them.
import type { ReactNode } from 'react';
import { peerConfig } from '../../../tree/config.ts';

export const dynamic = 'force-dynamic';

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    <html lang={lang}>
      <head>
        {peerConfig.styles.head.map((css, i) => (
          <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
