// Starts the shop: migrate, seed an empty database, make sure an admin exists, listen; stops gracefully on SIGTERM.
import { buildApp } from './app.ts';
import { ConfigError, databaseLocation, describeStorage, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { prepareDatabase } from './db/prepare.ts';
import { shutDownGracefully } from './modules/ops/index.ts';

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
  // Where this instance keeps its data, first: a wrong DATABASE_URL or folder is seen before anything fails.
  const storage = describeStorage(config);
  console.info(`Database: ${storage.database}; Redis: ${storage.redis}; deploy folder: ${storage.deployDir}; media folder: ${storage.mediaDir}`);
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
      app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping: not ready, no new connections, finishing the requests in flight');
      shutDownGracefully(app, config.shutdownTimeoutMs).then(
        (outcome) => {
          app.log.info({ outcome }, 'stopped');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'the shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ port, ...storage }, 'listening');
  const site = config.publicUrl ?? (config.allowedHosts[0] ? `http://${config.allowedHosts[0]}` : `http://localhost:${port}`);
  console.info(`Shop running at ${site} (listening on ${config.host}:${port})`);
  // A default start serves this machine only, and its links name localhost whatever Host a request gives.
  if (!config.publicUrl && config.allowedHosts.length === 0) {
    console.info(`Its links name http://localhost:${port}; to serve other machines set HOST=0.0.0.0 and PUBLIC_URL (or ALLOWED_HOSTS)`);
  }
  if (demoAdmin) console.info(`Demo admin created: ${demoAdmin.email} / ${demoAdmin.password} (sign in at /sk/admin/login)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
