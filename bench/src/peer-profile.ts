// BENCH_PROFILE=1 npm run bench:peers: the gateway under Node's --cpu-prof, serving the uncached
// category page (or BENCH_PROFILE=product, home, content: that page) at the bench's load, and where its CPU went over the measured seconds only (the
// profile's clock and the bench's are both the system's monotonic clock): by area, module and
// function, in shares of the busy time and in ms per page (the shares of /proc's CPU per page).
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './cannon.ts';
import { summariseProfile } from './cpu-profile.ts';
import type { CpuProfile } from './cpu-profile.ts';
import type { RemoteKey } from '@vitrina/mf-kit';
import { PAGE_REMOTE, demoPages } from './demo-pages.ts';
import type { PageType } from './demo-pages.ts';
import { cpuOf } from './peer-ratios.ts';
import { startPageStack } from './page-stack.ts';

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** The gateway's profile (the biggest file: tsx's launcher writes a small one too), once written whole. */
async function writtenProfile(dir: string): Promise<CpuProfile> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const files = readdirSync(dir).map((name) => join(dir, name));
    if (files.length >= 2) {
      const biggest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
      try {
        return JSON.parse(readFileSync(biggest, 'utf8')) as CpuProfile;
      } catch {
        // still being written
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no CPU profile in ${dir}`);
}

export async function profileGateway(
  pageType: PageType,
  uncachedPaths: (path: string) => string[],
  connections: number,
  headers: Record<string, string>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-gateway-profile-'));
  const stack = await startPageStack([PAGE_REMOTE[pageType] as RemoteKey], {
    SITE_TOKEN: 'demo-pharmacy',
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
  });
  let window: { from: number; to: number };
  let cpuPerPage: number;
  try {
    const [[, path]] = (await demoPages(stack.gateway, [pageType])) as [[string, string]];
    const target = {
      title: `${pageType} ${path}: gateway, uncached, --cpu-prof`,
      url: stack.gateway + path,
      paths: uncachedPaths(path),
    };
    // The window is measure()'s warm-up and measured run: the same load, the start-up left out.
    const from = nowUs();
    const row = await measure(target, connections, headers, () => ({ gateway: stack.cpuMs().gateway }));
    window = { from, to: nowUs() };
    cpuPerPage = cpuOf(row, 'gateway');
  } finally {
    stack.stop();
  }
  const summary = summariseProfile(await writtenProfile(dir), window);
  rmSync(dir, { recursive: true, force: true });
  const share = (ms: number) => ({
    '% of busy': Number(((100 * ms) / summary.busyMs).toFixed(1)),
    'ms/page': Number(((cpuPerPage * ms) / summary.busyMs).toFixed(2)),
  });
  console.log(
    `gateway CPU per uncached page (/proc): ${cpuPerPage} ms; profiled busy time ${Math.round(summary.busyMs)} ms`,
  );
  console.table(summary.areas.filter((a) => a.area !== 'idle').map((a) => ({ area: a.area, ...share(a.ms) })));
  console.table(
    summary.modules
      .filter((m) => m.area !== 'idle')
      .slice(0, 30)
      .map((m) => ({ module: m.module, area: m.area, ...share(m.ms) })),
  );
  console.table(
    summary.functions
      .filter((f) => f.module !== 'idle')
      .slice(0, 40)
      .map((f) => ({ function: f.name, module: f.module, ...share(f.ms) })),
  );
}
