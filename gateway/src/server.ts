// Starts the gateway. The configuration is parsed before the gateway's modules load: a node started
// with a wrong setting says which one at once, not after loading React and every route.
import './production-env.ts';
import { loadConfigOrExit } from '@vitrina/config';
import { gatewayConfigSchema } from './config.ts';

const config = loadConfigOrExit(gatewayConfigSchema, process.env);
const { runGateway } = await import('./start.ts');
await runGateway(config);
