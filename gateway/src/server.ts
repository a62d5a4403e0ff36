// Starts the gateway: parse config, open the module store, listen.
import './production-env.ts';
import { pino } from 'pino';
import { loadConfigOrExit } from '@vitrina/config';
import { buildGateway } from './app.ts';
import { gatewayConfigSchema } from './config.ts';
import { ModuleStore } from './modules/store.ts';

const config = loadConfigOrExit(gatewayConfigSchema, process.env);
// One logger from the start: the module store reports a hand-broken pins.json to it (the last good
// pins keep serving), and Fastify logs requests to it.
const logger = pino({ level: config.LOG_LEVEL });
const store = new ModuleStore(config.MODULES_DIR, { onPinsProblem: (message) => logger.error(message) });
const app = await buildGateway({ config, store, loggerInstance: logger });
await app.listen({ port: config.PORT, host: config.HOST });

// Orchestrators stop with SIGTERM: finish the requests in flight, close the cache connection, exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
