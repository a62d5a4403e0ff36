import { describe, expect, it } from 'vitest';
import {
  nextProgress,
  PROGRESS_DELAY_MS,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_MS,
} from '../../src/progress/progress-state.ts';
import type { ProgressEvent, ProgressPhase } from '../../src/progress/progress-state.ts';

const run = (events: ProgressEvent[], from: ProgressPhase = 'idle') => events.reduce(nextProgress, from);

describe('route progress', () => {
  it('uses the spec timings: 200 ms delay, about 5 s of progress, hidden 500 ms after the end', () => {
    expect([PROGRESS_DELAY_MS, PROGRESS_DURATION_MS, PROGRESS_HIDE_MS]).toEqual([200, 5000, 500]);
  });

  it('shows nothing for requests that end within the delay', () => {
    expect(run([{ type: 'requestsStarted' }, { type: 'requestsSettled', failed: false }])).toBe('idle');
    expect(
      run([{ type: 'requestsStarted' }, { type: 'requestsSettled', failed: false }, { type: 'delayElapsed' }]),
    ).toBe('idle');
  });

  it('runs after the delay, then finishes or fails with the requests, then hides', () => {
    const running = run([{ type: 'requestsStarted' }, { type: 'delayElapsed' }]);
    expect(running).toBe('running');
    expect(nextProgress(running, { type: 'requestsSettled', failed: false })).toBe('done');
    expect(nextProgress(running, { type: 'requestsSettled', failed: true })).toBe('failed');
    expect(run([{ type: 'hideElapsed' }], 'done')).toBe('idle');
    expect(run([{ type: 'hideElapsed' }], 'failed')).toBe('idle');
  });

  it('keeps running when more requests start, and waits again when they start while it hides', () => {
    expect(nextProgress('running', { type: 'requestsStarted' })).toBe('running');
    expect(nextProgress('done', { type: 'requestsStarted' })).toBe('waiting');
    expect(nextProgress('running', { type: 'hideElapsed' })).toBe('running');
  });
});
