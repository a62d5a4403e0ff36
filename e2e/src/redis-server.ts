// A Redis server of the test's own (Debian's redis-server on a free port), so a test can pause and
// kill it without touching the machine's shared one.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './processes.ts';

/** One inline PING over a plain socket: true when the server answered PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

async function untilPong(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await ping(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on ${port} did not start`);
}

/** `dir`: persistence on (an append-only file there, fsync every write), so a restart keeps the data. */
export async function startOwnRedis(options: { dir?: string } = {}) {
  const port = await freePort();
  let child: ChildProcess;
  const persistence = options.dir
    ? ['--dir', options.dir, '--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
      stdio: 'ignore',
    });
    await untilPong(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    signal: (signal: NodeJS.Signals) => void child.kill(signal),
    restart: start,
    stop: () => void child.kill('SIGKILL'),
  };
}
