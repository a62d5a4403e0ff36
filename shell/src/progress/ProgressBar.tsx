import { useEffect, useReducer, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $failedRequests, $requestsPending } from './model.ts';
import { nextProgress, PROGRESS_DELAY_MS, PROGRESS_HIDE_MS } from './progress-state.ts';

/**
 * The thin bar at the top of the page while back-end calls run (they come from route changes:
 * a remote loads its page's data through the bus). Decorative, so hidden from assistive
 * technology: the page's own loading states say the same in words.
 */
export function ProgressBar() {
  const [pending, failed] = useUnit([$requestsPending, $failedRequests]);
  const [phase, dispatch] = useReducer(nextProgress, 'idle');
  const failedAtStart = useRef(failed);

  useEffect(() => {
    if (pending) {
      failedAtStart.current = failed;
      dispatch({ type: 'requestsStarted' });
      const timer = setTimeout(() => dispatch({ type: 'delayElapsed' }), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    dispatch({ type: 'requestsSettled', failed: failed > failedAtStart.current });
    return undefined;
    // Only `pending` drives the bar: `failed` is read when it changes, a failure alone does nothing.
  }, [pending]);

  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return;
    const timer = setTimeout(() => dispatch({ type: 'hideElapsed' }), PROGRESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div className="route-progress" data-phase={phase} aria-hidden="true">
      <div className="route-progress-bar" />
    </div>
  );
}
