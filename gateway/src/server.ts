// Starts the gateway: parse config, open the module store, listen.
import './production-env.ts';
import { loadConfigOrExit } from '@vitrina/config';
import { buildGateway } from './app.ts';
import { gatewayConfigSchema } from './config.ts';
import { ModuleStore } from './modules/store.ts';

const config = loadConfigOrExit(gatewayConfigSchema, process.env);
// A hand-broken pins.json keeps the last good pins serving; the problem goes to the gateway's log.
let log: { error(message: string): void } = { error: (message) => process.stderr.write(`${message}\n`) };
const store = new ModuleStore(config.MODULES_DIR, { onPinsProblem: (message) => log.error(message) });
const app = await buildGateway({ config, store });
log = app.log;
await app.listen({ port: config.PORT, host: config.HOST });

// Orchestrators stop with SIGTERM: finish the requests in flight, close the cache connection, exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
