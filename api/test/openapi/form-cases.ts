// Forms (on the test's own shop, so nothing lands in a demo shop), the sitemap and the gateway's
// site lookup.
import { anonymousCase, getCase, postCase, type AnswerCase, type CaseContext } from './cases.ts';

const PERSON = { name: 'Ion Popescu', phone: '+373 69 000 111', email: 'ion@example.md' };
const SUPPORT = { name: PERSON.name, email_address: PERSON.email, body: 'Where is my order?' };
const BOUNDARY = 'openapi-answers-boundary';

/** A résumé as a browser sends it: text parts and a small PDF. */
function resumeUpload(token: string) {
  const fields = { ...PERSON, captcha: 'ok' };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n`;
  return {
    method: 'POST' as const,
    url: '/base/send-resume',
    headers: { 'x-site-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: `${parts.join('')}${file}--${BOUNDARY}--\r\n`,
  };
}

export function formCases({ own, serviceKey }: CaseContext): AnswerCase[] {
  const post = (operation: string, status: number, url: string, payload: object) =>
    postCase(operation, status, url, payload, own.token);
  const service = (query: string, key = serviceKey) => ({
    method: 'GET' as const,
    url: `/sites/resolve?${query}`,
    headers: { authorization: `Bearer ${key}` },
  });

  return [
    getCase('GET /base/form-challenge', 200, '/base/form-challenge'),
    {
      operation: 'GET /base/form-challenge',
      status: 200,
      request: () => ({ url: '/base/form-challenge', headers: { 'x-site-token': own.token } }),
    },
    anonymousCase('GET /base/form-challenge', '/base/form-challenge'),
    post('POST /base/book-consultation', 201, '/base/book-consultation', { ...PERSON, captcha: 'ok' }),
    post('POST /base/book-consultation', 400, '/base/book-consultation', { phone: PERSON.phone, captcha: 'ok' }),
    post('POST /base/partner-request', 201, '/base/partner-request', { ...PERSON, company: 'Vita SRL', captcha: 'ok' }),
    post('POST /base/partner-request', 400, '/base/partner-request', { ...PERSON, captcha: 'ok' }),
    post('POST /base/user-request', 201, '/base/user-request', {
      ...PERSON,
      message: 'Vreau să comand.',
      captcha: 'ok',
    }),
    post('POST /base/user-request', 400, '/base/user-request', { ...PERSON, message: 'Vreau să comand.' }),
    // The first subscription stores the address (201); the same address again stores nothing (200).
    post('POST /settings/news-letter', 201, '/settings/news-letter', { email: PERSON.email, captcha: 'ok' }),
    post('POST /settings/news-letter', 200, '/settings/news-letter', { email: PERSON.email, captcha: 'ok' }),
    post('POST /settings/news-letter', 400, '/settings/news-letter', { email: 'ion', captcha: 'ok' }),
    post('POST /api/support', 201, '/api/support', { ...SUPPORT, captcha: 'ok' }),
    post('POST /api/support', 400, '/api/support', { ...SUPPORT, email_address: 'ion', captcha: 'ok' }),
    { operation: 'POST /base/send-resume', status: 201, request: () => resumeUpload(own.token) },
    post('POST /base/send-resume', 415, '/base/send-resume', { ...PERSON, captcha: 'ok' }),

    getCase('GET /sitemap.xml', 200, '/sitemap.xml'),
    anonymousCase('GET /sitemap.xml', '/sitemap.xml'),

    { operation: 'GET /sites/resolve', status: 200, request: () => service('host=pharmacy.localhost') },
    { operation: 'GET /sites/resolve', status: 404, request: () => service('host=nowhere.localhost') },
    { operation: 'GET /sites/resolve', status: 400, request: () => service('') },
    { operation: 'GET /sites/resolve', status: 401, request: () => service('token=demo-pharmacy', 'a-wrong-key') },
  ];
}
