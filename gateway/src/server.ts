// Starts the gateway: parse config, open the module store, listen.
import { loadConfigOrExit } from '@vitrina/config';
import { buildGateway } from './app.ts';
import { gatewayConfigSchema } from './config.ts';
import { ModuleStore } from './modules/store.ts';

const config = loadConfigOrExit(gatewayConfigSchema, process.env);
const store = new ModuleStore(config.MODULES_DIR);
const app = await buildGateway({ config, store });
await app.listen({ port: config.PORT, host: config.HOST });
