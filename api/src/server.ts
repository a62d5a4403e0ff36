// Starts the API. The configuration is parsed before the service's modules load: a node started
// with a wrong setting says which one in a fraction of a second, not after loading everything.
import { loadConfigOrExit } from '@vitrina/config';

import { apiConfigSchema } from './config.ts';

const config = loadConfigOrExit(apiConfigSchema, process.env);
const { runApi } = await import('./start.ts');
await runApi(config);
