// The async boundary Module Federation needs: shared singletons are negotiated before any
// module that imports them runs.
import('./bootstrap.tsx').catch((error: unknown) => console.error('the shell failed to start', error));
