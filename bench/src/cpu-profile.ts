// Where a process's CPU went, from the .cpuprofile that Node's --cpu-prof writes: self time per
// function, per module (package, workspace folder, remote bundle) and per area of the platform
// (Module Federation, effector, i18next, router, React, compression, HTTP, GC), so that the page
// bench can say what an uncached page costs the gateway and for what.
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
  /** µs on the system's monotonic clock (process.hrtime's). */
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Node's own pseudo-frames: not code of the process, but time spent around it. */
const SPECIAL: Record<string, string> = {
  '(garbage collector)': 'GC',
  '(idle)': 'idle',
  '(program)': 'V8 and native (program)',
  '(root)': 'V8 and native (program)',
};

/** The module a frame's URL belongs to: `react-dom`, `node:zlib`, `shell/src/header`, `mf-catalog bundle`. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return SPECIAL[functionName] ?? 'V8 and native (program)';
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(url);
  if (pkg) return pkg[1]!;
  const remote = /\/modules\/([^/]+)\/[^/]+\//.exec(url);
  if (remote) return `mf-${remote[1]} bundle`;
  if (url.startsWith('node:')) return `node:${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  const workspace = /\/work\/[^/]+\/((?:shared\/)?[^/]+\/src(?:\/[^/.]+)?)/.exec(url);
  return workspace ? workspace[1]! : url;
}

/** The platform's areas, as the render-cost goals name them; the first pattern a module matches. */
const AREAS: [string, RegExp][] = [
  ['idle', /^idle$/],
  ['GC', /^GC$/],
  ['Module Federation runtime', /module-federation|^mf-kit|shared\/mf-kit|gateway\/src\/remotes/],
  ['effector (fork, serialize, models)', /^effector|shared\/events/],
  ['i18next', /i18next|shared\/i18n|shell\/src\/i18n/],
  ['router', /react-router|shared\/router/],
  ['React render (react-dom)', /^react-dom$|^react$|^scheduler$/],
  ['compression (zlib)', /^node:zlib$/],
  ['writing bytes (Buffer, TextEncoder)', /^node:(buffer|encoding)$/],
  [
    'HTTP (fastify, undici, node:http, streams)',
    /fastify|undici|^node:(http|_http_\w+|net|stream|streams|webstreams|deps|dns|url|event_target|events|timers)$|find-my-way|light-my-request|pino|avvio/,
  ],
  ['zod (checks of answers and config)', /^zod$/],
  ['the shell (frame components, head, theme, boot payload)', /^shell\/src/],
  ['the remote (mf-catalog bundle)', /^mf-.* bundle$/],
  ['the gateway (routing, sites, cache, render glue)', /^gateway\/src/],
  ['V8 and native (program)', /program/],
];

export const areaOf = (module: string) => AREAS.find(([, pattern]) => pattern.test(module))?.[0] ?? 'other';

export interface ProfileSummary {
  /** Milliseconds sampled, idle left out. */
  busyMs: number;
  functions: { name: string; module: string; ms: number }[];
  modules: { module: string; area: string; ms: number }[];
  areas: { area: string; ms: number }[];
}

function sorted<T extends { ms: number }>(totals: Map<string, T>): T[] {
  return [...totals.values()].sort((a, b) => b.ms - a.ms);
}

/** The profile's samples, or those taken within `window` (µs, process.hrtime's clock). */
export function summariseProfile(profile: CpuProfile, window?: { from: number; to: number }): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, { name: string; module: string; ms: number }>();
  const modules = new Map<string, { module: string; area: string; ms: number }>();
  const areas = new Map<string, { area: string; ms: number }>();
  let busyMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.from || at > window.to)) return;
    // Each sample's time is the delta to the next one; µs in the file.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const module = moduleOf(url, functionName);
    const area = areaOf(module);
    if (area !== 'idle') busyMs += ms;
    const name = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
    const fn = functions.get(name) ?? { name, module, ms: 0 };
    fn.ms += ms;
    functions.set(name, fn);
    const mod = modules.get(module) ?? { module, area, ms: 0 };
    mod.ms += ms;
    modules.set(module, mod);
    const total = areas.get(area) ?? { area, ms: 0 };
    total.ms += ms;
    areas.set(area, total);
  });
  return { busyMs, functions: sorted(functions), modules: sorted(modules), areas: sorted(areas) };
}
