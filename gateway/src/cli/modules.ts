// Ops' command line over the module store, the same store and pins the gateway reads:
//   tsx gateway/src/cli/modules.ts <release|list|pin|unpin|rollback|show> ...   (see USAGE)
import { loadConfigOrExit } from '@vitrina/config';
import { gatewayConfigSchema } from '../config.ts';
import { ModuleStore } from '../modules/store.ts';
import { runModulesCommand } from './modules-command.ts';

const config = loadConfigOrExit(gatewayConfigSchema, process.env);
// A broken pins.json is reported by the command that reads it, as a refusal.
const store = new ModuleStore(config.MODULES_DIR, { onPinsProblem: () => undefined });
process.exitCode = await runModulesCommand(store, process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
