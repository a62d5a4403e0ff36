// Ops' command line over the module store, the same store and pins the gateway reads:
//   tsx gateway/src/cli/modules.ts <release|list|pin|unpin|rollback|show> ...   (see USAGE)
// With REDIS_URL the pins are the shared ones in Redis, as the gateway nodes read them.
import { join } from 'node:path';
import { loadConfigOrExit } from '@vitrina/config';
import { gatewayConfigSchema } from '../config.ts';
import { SharedPins } from '../modules/shared-pins.ts';
import { ModuleStore } from '../modules/store.ts';
import { runModulesCommand } from './modules-command.ts';

const config = loadConfigOrExit(gatewayConfigSchema, process.env);
const shared = config.REDIS_URL
  ? await SharedPins.open({
      url: config.REDIS_URL,
      prefix: config.PINS_KEY_PREFIX,
      seedFile: join(config.MODULES_DIR, 'pins.json'),
      timeoutMs: 2000,
      log: {
        warn: (_data: unknown, message?: string) => process.stderr.write(`${message ?? ''}\n`),
        info: () => undefined,
      },
    })
  : undefined;
// A broken pins.json is reported by the command that reads it, as a refusal.
const store = new ModuleStore(config.MODULES_DIR, {
  onPinsProblem: () => undefined,
  ...(shared ? { pins: shared } : {}),
});
process.exitCode = await runModulesCommand(store, process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
await shared?.close();
