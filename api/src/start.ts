// Starts the API on a parsed configuration: open and migrate the database, seed an empty one (or
// point the demo shops at SHOP_PUBLIC_PORT), listen, and stop cleanly on SIGINT/SIGTERM.
import { accountServicesFromConfig } from './accounts/services-plugin.ts';
import { advertServicesFromConfig } from './adverts/services-plugin.ts';
import { buildApp } from './app.ts';
import { scheduleSweeps } from './auth/expired-rows.ts';
import type { ApiConfig } from './config.ts';
import { mailerFromConfig } from './mail/mailer.ts';
import { scheduleBackInStockLetters } from './orders/back-in-stock.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { followDemoPort, isEmpty, seedDemo } from './seed/index.ts';

export async function runApi(config: ApiConfig): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
  await database.migrate();
  const publicPort = config.SHOP_PUBLIC_PORT;
  if (await isEmpty(database.db)) {
    process.stderr.write('Empty database: seeding the demo brands...\n');
    await seedDemo(database.db, publicPort ? { publicPort } : {});
  } else if (publicPort) {
    // Seeded by an earlier run, maybe for a gateway on another port: the demo shops follow this one.
    await followDemoPort(database.db, publicPort);
  }
  // One mailer for account and order mail (the app closes it) and the first-to-know letters.
  const mailer = mailerFromConfig(config);
  const app = await buildApp({
    database,
    logger: { level: config.LOG_LEVEL },
    forms: { challengeSecret: config.FORM_CHALLENGE_SECRET },
    trustProxy: config.TRUST_PROXY,
    serviceKey: config.SERVICE_KEY,
    rateLimit: config.RATE_LIMITS === 'on' ? { redisUrl: config.REDIS_URL } : false,
    auth: { secret: config.AUTH_JWT_SECRET, mailer, mailFrom: config.MAIL_FROM },
    accounts: accountServicesFromConfig(config),
    adverts: advertServicesFromConfig(config),
    payment: { demoSecret: config.PAYMENT_DEMO_SECRET },
    cacheTags: { redisUrl: config.REDIS_URL, channel: config.CACHE_TAGS_CHANNEL },
  });
  app.server.requestTimeout = 30_000;
  const stopSweeps = scheduleSweeps(database.db, app.log);
  const stopStockLetters = scheduleBackInStockLetters(
    { db: database.db, mailer, mailFrom: app.auth.mailFrom },
    app.log,
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopSweeps();
      stopStockLetters();
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
}
