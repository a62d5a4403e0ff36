import { reloadAfterChunkFailure } from '../navigation/reload-guard.ts';

// The async boundary Module Federation needs: shared singletons are negotiated before any
// module that imports them runs. A failed chunk here means the page outlived its deployment.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('the shell failed to start', error);
  reloadAfterChunkFailure(error);
});
