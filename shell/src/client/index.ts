import { reloadAfterChunkFailure } from '../navigation/reload-guard.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * The async boundary Module Federation needs: shared singletons are negotiated before any module
 * that imports them runs. The largest libraries are evaluated first, each in a task of its own,
 * so a phone does not spend one long task evaluating every module before it can paint or answer
 * a tap (react-dom alone is ~100 ms there).
 */
async function startInStages() {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@vitrina/router');
  await yieldToBrowser();
  await import('./bootstrap.tsx');
}

// A failed chunk here means the page outlived its deployment.
startInStages().catch((error: unknown) => {
  console.error('the shell failed to start', error);
  reloadAfterChunkFailure(error);
});
