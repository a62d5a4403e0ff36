// What a shopper's browser downloads as JavaScript for a first page, measured in Debian's chromium:
// every script response, gzipped here (the gateway leaves compression to the proxy in front of
// it), split into the shell's part (entry, shared singletons, Module Federation runtime) and the
// remote's part (its remoteEntry and exposed chunks).
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@vitrina/e2e/browser';

export interface ScriptBytes {
  url: string;
  owner: 'shell' | 'remote';
  gzip: number;
}

export async function firstPageScripts(pageUrl: string): Promise<ScriptBytes[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptBytes | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), owner: new URL(response.url()).pathname.startsWith('/modules/') ? 'remote' : 'shell', gzip: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).filter((entry): entry is ScriptBytes => entry !== null);
  } finally {
    await browser.close();
  }
}
