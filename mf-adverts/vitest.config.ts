import { defineProject } from 'vitest/config';

// The build bakes the version into the remote; tests of the remote module get a fixed one. The
// remote's texts are a chunk per language that the shell or `prepare` fetches before any code reads
// them; unit tests call that code directly, so they fetch all four first.
export default defineProject({
  define: { __REMOTE_VERSION__: JSON.stringify('0.0.0-test') },
  test: { name: 'mf-adverts', setupFiles: ['./test/fetch-texts.ts'] },
});
