// Browser files are written a second and third time, compressed with brotli and gzip, at build
// time: the gateway's static handler sends the smallest one the browser accepts (preCompressed),
// so no CPU goes into compressing the same immutable file on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, recursively. */
export function precompress(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    written += 2;
  }
  return written;
}
