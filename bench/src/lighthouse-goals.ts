// The comparisons issue 21's goal 6 is written in, from one run's medians of a page type: total
// blocking time at most half the Next.js peer's, and a Lighthouse performance score at least ten
// points above it. A page type the peer does not render says so instead of a figure.
export const TBT_GOAL = 0.5;
export const PERFORMANCE_GOAL = 10;
export const NO_PEER = 'no peer page';

/** A side's medians by their Lighthouse ids (lighthouse-run.ts). */
export type Medians = Record<string, number>;

const verdict = (met: boolean) => (met ? 'met' : 'not met');

export function goalRow(page: string, ours: Medians, peer: Medians | undefined) {
  if (!peer) {
    return {
      page,
      'TBT ours / peer': NO_PEER,
      [`TBT goal (<= ${TBT_GOAL})`]: NO_PEER,
      'performance ours - peer': NO_PEER,
      [`performance goal (>= +${PERFORMANCE_GOAL})`]: NO_PEER,
    };
  }
  const [tbt, peerTbt] = [ours['total-blocking-time'] ?? Number.NaN, peer['total-blocking-time'] ?? Number.NaN];
  const gain = (ours.performance ?? Number.NaN) - (peer.performance ?? Number.NaN);
  return {
    page,
    // A peer without blocking time makes the ratio infinite (or 0/0): the goal is read as a product.
    'TBT ours / peer': peerTbt === 0 ? (tbt === 0 ? '0 / 0' : 'peer 0') : Number((tbt / peerTbt).toFixed(2)),
    [`TBT goal (<= ${TBT_GOAL})`]: verdict(tbt <= TBT_GOAL * peerTbt),
    'performance ours - peer': gain,
    [`performance goal (>= +${PERFORMANCE_GOAL})`]: verdict(gain >= PERFORMANCE_GOAL),
  };
}
