// Socket upgrades for the whole gateway (@fastify/websocket), registered before the other routes so
// that it sees them all: an upgrade request to any path goes through the normal routing and hooks;
// one answered with plain HTTP (a refusal before the upgrade) has its socket closed after the
// answer, and one to a path that is not a socket route is closed at once, never left open.
// /ws/cart is the only socket route; clients have nothing large to send on it.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const MAX_CLIENT_MESSAGE_BYTES = 4096;

export const websocketUpgrades = fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  },
  { name: 'vitrina-websocket-upgrades' },
);
