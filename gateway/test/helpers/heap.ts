import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The garbage collector as a function. Vitest's workers do not get --expose-gc; V8 lets a
 * running process turn the flag on, and a new context then has `gc` among its globals.
 */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}

const gc = collector();

/** Heap in use after full collections; a pause between them lets finalizers and weak refs settle. */
export async function heapUsedAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}
