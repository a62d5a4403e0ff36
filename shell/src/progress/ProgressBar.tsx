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
  // Only `pending` drives the bar: the failure count is read when it changes (a failure alone does
  // nothing), so the effect reads the latest count from here rather than depending on it.
  const failedNow = useRef(failed);
  useEffect(() => {
    failedNow.current = failed;
  });

  useEffect(() => {
    const failedCount = failedNow.current;
    if (pending) {
      failedAtStart.current = failedCount;
      dispatch({ type: 'requestsStarted' });
      const timer = setTimeout(() => dispatch({ type: 'delayElapsed' }), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    dispatch({ type: 'requestsSettled', failed: failedCount > failedAtStart.current });
    return undefined;
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
