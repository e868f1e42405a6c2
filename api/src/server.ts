// Starts the shop: migrate, seed an empty database, make sure an admin exists, listen.
import { buildApp } from './app.ts';
import { ConfigError, databaseLocation, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { prepareDatabase } from './db/prepare.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const db = openDatabase(databaseLocation(config));
  const demoAdmin = await prepareDatabase(db, {
    mediaDir: config.mediaDir,
    admin: { email: config.adminEmail, password: config.adminPassword },
    log: (m) => console.info(m),
  });

  const app = await buildApp(config, { db });
  app.addHook('onClose', async () => db.destroy());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`Shop running at http://localhost:${port}`);
  if (demoAdmin) console.info(`Demo admin created: ${demoAdmin.email} / ${demoAdmin.password} (sign in at /sk/admin/login)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
