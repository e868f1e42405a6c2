// Database commands: `migrate`, `seed [--products N] [--reset] [--no-images]`.
import { loadConfig } from '../config.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed/index.ts';

const USAGE = 'usage: cli <migrate | seed [--products N] [--reset] [--no-images]>';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseFile);
  try {
    const applied = await migrateToLatest(db);
    console.info(applied.length > 0 ? `migrated: ${applied.join(', ')}` : 'database schema is up to date');
    if (command === 'seed') {
      let products: number | undefined;
      const i = rest.indexOf('--products');
      if (i >= 0) {
        const raw = rest[i + 1];
        products = Number(raw);
        if (!raw || !Number.isInteger(products) || products < 1) {
          console.error(`--products needs a positive integer, got "${raw ?? ''}"`);
          return 2;
        }
      }
      const started = Date.now();
      const result = await seed(db, {
        mediaDir: config.mediaDir,
        products,
        reset: rest.includes('--reset'),
        renderImages: !rest.includes('--no-images'),
        admin: { email: config.adminEmail, password: config.adminPassword },
        log: (m) => console.info(m),
      });
      console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (result.demoAdmin) console.info(`demo admin: ${result.demoAdmin.email} / ${result.demoAdmin.password}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
