// A stand-in for a broken back end: a proxy in front of the real API that passes calls through,
// or fails them (500), hangs them, or resets their connection, by a rule the test sets per path.
import { createServer, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';

export type Fault = 'pass' | 'fail' | 'hang' | 'reset';
export type FaultRule = (path: string) => Fault;

export async function startFaultProxy(target: string) {
  let rule: FaultRule = () => 'pass';
  const sockets = new Set<Socket>();
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!.replace(/^\/+/, '');
    const fault = rule(path);
    if (fault === 'hang') return;
    if (fault === 'reset') return void req.socket.resetAndDestroy();
    if (fault === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ code: 'internal_error', message: 'injected', fieldErrors: {} }));
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    setRule: (next: FaultRule) => void (rule = next),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
