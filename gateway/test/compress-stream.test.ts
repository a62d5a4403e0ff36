// A streamed page is compressed per turn of the event loop: what React writes at once goes out in
// one gzip flush (small and cheap), and a part written later still reaches the browser before the
// page ends (progressive rendering is kept).
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import { compressStream } from '../src/http/html-encoding.ts';

const CHUNK = '<li class="menu-item"><a href="/ro/category">Category</a></li>';

describe('compressStream', () => {
  it('compresses many chunks written in one turn about as well as the page in one piece', async () => {
    const body = new PassThrough();
    const out: Buffer[] = [];
    const compressed = compressStream(body);
    compressed.on('data', (chunk: Buffer) => out.push(chunk));
    for (let i = 0; i < 400; i += 1) body.write(CHUNK);
    body.end();
    await new Promise((resolve) => compressed.on('end', resolve));
    const whole = gzipSync(CHUNK.repeat(400), { level: 6 }).length;
    // A flush after each of the 400 chunks adds at least 5 bytes each: 2 KB or more.
    expect(Buffer.concat(out).length).toBeLessThan(whole + 100);
  });

  it('delivers what was written before a pause while the page is still open', async () => {
    const body = new PassThrough();
    const inflated = compressStream(body).pipe(createGunzip());
    const received: string[] = [];
    inflated.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    body.write('<header>frame</header>');
    body.write('<main>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.join('')).toBe('<header>frame</header><main>');
    body.end('late part</main>');
    await new Promise((resolve) => inflated.on('end', resolve));
    expect(received.join('')).toBe('<header>frame</header><main>late part</main>');
  });
});
