import { buildGateway } from '../../src/app.ts';
import { gatewayConfigSchema } from '../../src/config.ts';
import { ModuleStore } from '../../src/modules/store.ts';
import { tempDir } from './fake-build.ts';

/** A gateway on an empty module store in front of a fake API: for the /api proxy's tests. */
export function proxyGateway(apiUrl: string) {
  const store = new ModuleStore(tempDir());
  const config = gatewayConfigSchema.parse({ API_BASE_URL: apiUrl, MODULES_DIR: store.dir });
  return buildGateway({ config, store, logger: false, shellAssets: { scripts: [] } });
}
