// One autocannon scenario measured the same way by every bench: a warm-up that is not counted,
// then BENCH_SECONDS of load with each 2xx latency recorded (for exact percentiles).
import autocannon from 'autocannon';

import { summarise } from './latency.ts';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 2;

export interface Target {
  title: string;
  url: string;
  /** Paths taken in turn, one per request, when the scenario varies its requests. */
  paths?: string[];
  /**
   * More autocannon options, made afresh before each run (the warm-up and the measured one): a POST
   * and its body, or each connection's own requests when they need state a run uses up (tokens).
   */
  options?: () => Promise<Partial<autocannon.Options>>;
}

function cannon(
  target: Target,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  more: Partial<autocannon.Options> = {},
) {
  const latencies: number[] = [];
  let turn = 0;
  return new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        headers,
        connections,
        duration: seconds,
        ...(target.paths
          ? {
              requests: [
                { setupRequest: (request) => ({ ...request, path: target.paths![turn++ % target.paths!.length] }) },
              ],
            }
          : {}),
        ...more,
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) latencies.push(ms);
    });
  });
}

/** CPU milliseconds used so far, per service: `measure` reports what one request cost each. */
export type CpuProbe = () => Record<string, number>;

function cpuPerRequest(before: Record<string, number>, after: Record<string, number>, requests: number) {
  return Object.fromEntries(
    Object.keys(after).map((name) => [
      `${name} CPU ms/req`,
      Number(((after[name]! - before[name]!) / Math.max(1, requests)).toFixed(2)),
    ]),
  );
}

export async function measure(
  target: Target,
  connections: number,
  headers: Record<string, string> = {},
  cpu?: CpuProbe,
) {
  // The first seconds fill connection pools, plan caches and the list cache; they are not counted.
  await cannon(target, connections, WARM_UP_S, headers, await target.options?.());
  // Made before the CPU count starts: what they cost (sign-ins for tokens) is not the scenario's.
  const more = await target.options?.();
  const before = cpu?.();
  const { result, latencies } = await cannon(target, connections, DURATION_S, headers, more);
  const used = before && cpu ? cpuPerRequest(before, cpu(), result.requests.total) : {};
  const row = {
    title: target.title,
    connections,
    rps: Math.round(result.requests.average),
    ...summarise(latencies),
    errors: result.errors + result.non2xx,
    ...used,
  };
  console.log(JSON.stringify(row));
  return row;
}
