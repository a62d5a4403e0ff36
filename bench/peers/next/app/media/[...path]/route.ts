// /media/*: the pictures the pages name (product pictures, the shop's logo), fetched from the API as
// the gateway's media proxy fetches them (gateway/src/http/media-proxy.ts). Without it a browser
// opening the peer's page would get a 404 for every picture and load a lighter page than the
// gateway's; bench:lighthouse-peers measures both with their pictures. No page render comes here.
import { peerConfig } from '../../../../tree/config.ts';

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

const picked = (from: Headers, names: string[]) =>
  new Headers(names.flatMap((name) => (from.has(name) ? [[name, from.get(name)!] as [string, string]] : [])));

export async function GET(request: Request): Promise<Response> {
  // The URL parser has resolved any dot segments: the call stays under the API's /media.
  const { pathname } = new URL(request.url);
  const res = await fetch(new URL(pathname, peerConfig.apiUrl), {
    headers: picked(request.headers, FORWARDED_REQUEST_HEADERS),
    cache: 'no-store',
  });
  return new Response(res.body, { status: res.status, headers: picked(res.headers, FORWARDED_RESPONSE_HEADERS) });
}
