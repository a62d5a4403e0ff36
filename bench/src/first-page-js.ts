// What a shopper's browser downloads as JavaScript for a first page, measured in Debian's chromium:
// every script response, gzipped here (the gateway leaves compression to the proxy in front of
// it), split into the shell's part (entry, shared singletons, Module Federation runtime) and the
// remote's part (its remoteEntry and exposed chunks).
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@vitrina/e2e/browser';

export interface ScriptBytes {
  url: string;
  /** `shell`, or the remote whose module files it came from (/modules/<remote>/...). */
  owner: string;
  gzip: number;
}

/** Who sent a script: the shell's assets, or a remote's files under /modules/<remote>/. */
function ownerOf(url: string): string {
  const [, root, remote] = new URL(url).pathname.split('/');
  return root === 'modules' && remote ? remote : 'shell';
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
          (body) => ({
            url: response.url(),
            owner: ownerOf(response.url()),
            gzip: gzipSync(body, { level: 9 }).length,
          }),
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

/** Each page's scripts by owner, and the total of the shell with the page's own remote. */
export async function firstPageReport(gateway: string, pages: [type: string, path: string, remote: string][]) {
  const rows = [];
  for (const [type, path, remote] of pages) {
    const scripts = await firstPageScripts(gateway + path);
    const bytes = (owner: (o: string) => boolean) =>
      scripts.filter((s) => owner(s.owner)).reduce((sum, s) => sum + s.gzip, 0);
    console.table(scripts.map((s) => ({ owner: s.owner, file: new URL(s.url).pathname, gzip: s.gzip })));
    const shell = bytes((o) => o === 'shell');
    const own = bytes((o) => o === remote);
    rows.push({
      type,
      path,
      shell,
      [`page's remote`]: own,
      'shell + remote': shell + own,
      'other remotes (idle widgets)': bytes((o) => o !== 'shell' && o !== remote),
    });
  }
  console.table(rows);
}
