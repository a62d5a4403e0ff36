// Errors raised before a route runs (a URL Fastify cannot decode, a request line too long, a
// method no route takes) keep the answer a client expects: the one JSON error shape on service
// paths, the localised error page on page paths.
import type { Socket } from 'node:net';
import { errorPageLocale, renderErrorPage } from '../routing/error-page.ts';
import type { ApiError } from '@vitrina/contract';

/** Longest request target served; anything longer is 414 before routing. */
export const MAX_URL_LENGTH = 8192;

const SERVICE_PATH = /^\/(?:api|admin|assets|media|modules|ws)(?:[/?]|$)/i;

export const isServicePath = (url: string) => SERVICE_PATH.test(url);

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

export interface ErrorAnswer {
  contentType: string;
  body: string;
}

/** The answer for a failed request to `url`: JSON for services, the error page for pages. */
export function errorAnswer(url: string, status: number, error: ApiError): ErrorAnswer {
  if (isServicePath(url)) return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(error) };
  const pathname = url.split('?')[0] ?? '/';
  return {
    contentType: 'text/html; charset=utf-8',
    body: renderErrorPage({ status, locale: errorPageLocale(pathname, 'ro') }),
  };
}

/** The request target from the bytes Node received before it gave up on the request. */
function targetOf(rawPacket: unknown): string {
  const line = Buffer.isBuffer(rawPacket)
    ? (rawPacket.subarray(0, 2048).toString('latin1').split('\r\n')[0] ?? '')
    : '';
  return line.split(' ')[1] ?? '/';
}

/**
 * Node's parser refused the request (headers or request line too large, malformed): Fastify is
 * not involved yet, so the answer is written to the socket here.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const code = status === 431 ? 'request_header_fields_too_large' : 'bad_request';
  const message = status === 431 ? 'The request line or headers are too large' : 'The request could not be read';
  const answer = errorAnswer(targetOf(error.rawPacket), status, { code, message, fieldErrors: {} });
  const body = Buffer.from(answer.body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: ${answer.contentType}\r\n` +
      `Content-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${answer.body}`,
  );
}
