import { defineProject } from 'vitest/config';

// The remote's texts are a chunk per language that the shell (browser) or `prepare` (server)
// fetches before any code reads them; unit tests call that code directly, so they fetch all first.
export default defineProject({ test: { name: 'mf-content', setupFiles: ['./test/fetch-texts.ts'] } });
