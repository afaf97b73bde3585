import path from 'node:path';
import { readEnv } from './env';
import { openDatabase } from './db/database';
import { optimizeSearchIndex } from './db/products-store';
import { ensureAdminAccount } from './auth/admin-account';
import { seedIfNew } from './seed/seed';
import { buildApp } from './http/app';
import { DEFAULT_ORDER_LIMIT } from './orders/order-limiter';
import { referencedKeys, sweepUploads } from './uploads/cleanup';
import { addMissingSharePictures } from './uploads/images';
import { scheduleNightlyBackups } from './ops/nightly-backup';
import { scheduleRetentionSweep } from './ops/retention-sweep';
import pretty from 'pino-pretty';

async function main(): Promise<void> {
  const env = readEnv();
  const db = openDatabase(env.dataDir);

  const admin = await ensureAdminAccount(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (admin?.generatedPassword) {
    console.log(
      `\nAn admin account was created. Sign in at /admin with:\n  email:    ${admin.email}\n  password: ${admin.generatedPassword}\n` +
        'This password is shown only once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n',
    );
  }
  if (admin?.configuredPasswordIgnored) {
    console.log(
      `ADMIN_PASSWORD was not applied: the password of ${admin.email} has been changed in the admin since. ` +
        'To set it from the server, run: npm run admin:reset-password -- ' +
        admin.email,
    );
  }

  const seeded = await seedIfNew(db, path.join(env.dataDir, 'uploads'), { demo: env.SEED_DEMO === '1' });
  if (seeded) console.log(`Demo data added: ${seeded.products} products and ${seeded.orders} orders.`);
  optimizeSearchIndex(db);

  const app = await buildApp({
    db,
    dataDir: env.dataDir,
    staticDir: env.staticDir,
    siteUrl: env.SITE_URL,
    trustProxy: env.TRUST_PROXY,
    logger: {
      level: env.LOG_LEVEL,
      // In a terminal, one readable line per event; under systemd or a log collector, one JSON object per line.
      ...((env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty'
        ? { stream: pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) }
        : {}),
    },
    orderLimit: { ...DEFAULT_ORDER_LIMIT, maxOrders: env.ORDERS_PER_HOUR },
  });

  // Leftovers of a crash at once, abandoned uploads every hour.
  const uploadsDir = path.join(env.dataDir, 'uploads');
  await sweepUploads(db, uploadsDir, { temporaryGraceMs: 0 });
  const sweeper = setInterval(
    () => void sweepUploads(db, uploadsDir).catch((e: unknown) => app.log.error(e)),
    3_600_000,
  );
  sweeper.unref();
  // Share pictures of images uploaded before they existed, in the background: pages name the original meanwhile.
  void addMissingSharePictures(uploadsDir, referencedKeys(db))
    .then((made) => made > 0 && app.log.info(`Made ${made} share pictures of earlier uploads.`))
    .catch((e: unknown) => app.log.error(e));

  // Customers' details past Shop settings' retention are erased at start and daily (issue 39).
  const retention = scheduleRetentionSweep({
    db,
    uploadsDir,
    log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
  });

  const backups = env.backupDir
    ? scheduleNightlyBackups({
        dataDir: env.dataDir,
        backupDir: env.backupDir,
        log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
      })
    : null;

  // SIGTERM: stop taking connections, finish the requests in flight, close the database, exit.
  const close = async () => {
    clearInterval(sweeper);
    retention.stop();
    backups?.stop();
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(
    `Site running at http://localhost:${port} (data in ${env.dataDir}; ` +
      `${env.backupDir ? `nightly backups at 03:00 Malaysian time in ${env.backupDir}` : 'no nightly backups'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
