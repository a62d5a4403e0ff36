// The ceiling for the SSR bench: plain node:http sending the bytes the gateway rendered, with the
// same content type and encoding, in a process of its own as the gateway is. Started by pages.ts with fork();
// reports its URL over IPC and stops when the bench process goes away.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.PAGE_FILE!);
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    ...(process.env.PAGE_ENCODING ? { 'content-encoding': process.env.PAGE_ENCODING } : {}),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.send!({ url: `http://127.0.0.1:${port}` });
});
process.once('disconnect', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
