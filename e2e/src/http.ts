// Plain HTTP requests with a Host header of the test's choosing (fetch does not let a caller set
// Host, and *.localhost names are the browser's, not the resolver's).
import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  header(name: string): string | null;
  body: string;
}

export function httpGet(base: string, path: string, headers: Record<string, string>): Promise<HttpAnswer> {
  return httpRequest(base, path, { method: 'GET', headers });
}

export interface HttpCall {
  method: string;
  headers: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (a multipart body), with the caller's content-type. */
  raw?: Buffer;
}

export function httpRequest(base: string, path: string, call: HttpCall): Promise<HttpAnswer> {
  const { hostname, port } = new URL(base);
  const body = call.raw ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
  const headers = call.json === undefined ? call.headers : { ...call.headers, 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: call.method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const header = (name: string) => {
          const value = res.headers[name.toLowerCase()];
          return value === undefined ? null : String(value);
        };
        resolve({ status: res.statusCode ?? 0, headers: res.headers, header, body });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
