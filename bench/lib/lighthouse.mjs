// Lighthouse (npm `lighthouse`, its CLI in a child process) driving the system Chromium, in its mobile (default:
// simulated slow 4G and a 4x slower CPU) and desktop configurations; performance category only.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --disable-dev-shm-usage';

export async function lighthouse(url, { preset, chromePath }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  const args = [cli, url, '--output=json', `--output-path=${output}`, '--only-categories=performance', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--max-wait-for-load=45000'];
  if (preset === 'desktop') args.push('--preset=desktop');
  try {
    await new Promise((resolve, reject) => {
      execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 }, (error, _stdout, stderr) =>
        error ? reject(new Error(`lighthouse ${preset} ${url}: ${error.message}\n${stderr}`)) : resolve(),
      );
    });
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    if (report.runtimeError) throw new Error(`lighthouse ${preset} ${url}: ${report.runtimeError.message}`);
    return {
      score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      lighthouseVersion: report.lighthouseVersion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
