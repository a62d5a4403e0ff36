/**
 * The route progress bar as a small state machine (spec, section 9): requests that end within
 * 200 ms show nothing; longer ones show the bar, which creeps for about 5 s, then completes or
 * turns to the failure colour when they end, and hides 500 ms later.
 */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'done' | 'failed';

export type ProgressEvent =
  | { type: 'requestsStarted' }
  | { type: 'delayElapsed' }
  | { type: 'requestsSettled'; failed: boolean }
  | { type: 'hideElapsed' };

export function nextProgress(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event.type) {
    case 'requestsStarted':
      // Requests starting while the bar runs keep it running; otherwise wait out the delay.
      return phase === 'running' ? 'running' : 'waiting';
    case 'delayElapsed':
      return phase === 'waiting' ? 'running' : phase;
    case 'requestsSettled':
      if (phase === 'waiting') return 'idle';
      if (phase === 'running') return event.failed ? 'failed' : 'done';
      return phase;
    case 'hideElapsed':
      return phase === 'done' || phase === 'failed' ? 'idle' : phase;
  }
}
