// Starts the gateway on a parsed configuration: open the module store (and the shared pins with
// REDIS_URL), listen, and drain on SIGINT/SIGTERM.
import { join } from 'node:path';
import { pino } from 'pino';
import { buildGateway } from './app.ts';
import type { GatewayConfig } from './config.ts';
import { Readiness } from './http/health.ts';
import { SharedPins } from './modules/shared-pins.ts';
import { ModuleStore } from './modules/store.ts';

export async function runGateway(config: GatewayConfig): Promise<void> {
  // One logger from the start: the module store reports a hand-broken pins.json to it (the last good
  // pins keep serving), and Fastify logs requests to it.
  const logger = pino({ level: config.LOG_LEVEL });
  // Several nodes share one Redis: the pins live there, so a change reaches every node at once.
  const sharedPins = config.REDIS_URL
    ? await SharedPins.open({
        url: config.REDIS_URL,
        prefix: config.PINS_KEY_PREFIX,
        seedFile: join(config.MODULES_DIR, 'pins.json'),
        timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
        log: logger,
      })
    : undefined;
  const store = new ModuleStore(config.MODULES_DIR, {
    onPinsProblem: (message) => logger.error(message),
    ...(sharedPins ? { pins: sharedPins } : {}),
  });
  const readiness = new Readiness();
  const app = await buildGateway({ config, store, loggerInstance: logger, readiness });
  if (sharedPins) app.addHook('onClose', () => sharedPins.close());
  await app.listen({ port: config.PORT, host: config.HOST });

  // Orchestrators stop with SIGTERM: /health turns 503 for SHUTDOWN_DRAIN_MS so the balancer sends
  // new requests elsewhere, then the requests in flight finish, the connections close, and it exits.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      readiness.draining = true;
      setTimeout(() => {
        app.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      }, config.SHUTDOWN_DRAIN_MS);
    });
  }
}
