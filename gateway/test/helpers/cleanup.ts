// Setup file of the gateway project: the folders a test file made with `tempDir` or `fakeBuild`
// go when the file is done (hooks after its own, so its servers and stores are closed by then).
import { afterAll } from 'vitest';
import { removeTempDirs } from './fake-build.ts';

afterAll(removeTempDirs);
