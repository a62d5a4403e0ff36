// Dev mode seen from outside: the storefront sends `Dev-Mode: true` on its calls while a visitor
// is in dev mode (spec, section 4); every answer to such a call says `Dev-Mode: true` back, so the
// gateway, a browser's developer tools and the tests can tell the header arrived.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DEV_MODE_HEADER = 'dev-mode';

export const devModePlugin = fp(
  async (app: FastifyInstance) => {
    // onSend: refusals and 404s answer in dev mode too, and so does the error handler's 500.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers[DEV_MODE_HEADER] === 'true') reply.header(DEV_MODE_HEADER, 'true');
      return payload;
    });
  },
  { name: 'dev-mode' },
);
