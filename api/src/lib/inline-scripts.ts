// The shell's page (DEPLOY_DIR/shell/index.html) carries small scripts inline in its <head> (shell/src/early-scripts):
// they must run before the first frame in every browser, which a fetched script cannot promise. The page's Content
// Security Policy allows exactly these by their SHA-256 (CSP Level 2 hash sources): no 'unsafe-inline', and a script
// injected into a page still does not run.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readWhenChanged } from './file-when-changed.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A type a browser runs: none, a JavaScript MIME type or module (HTML's rule); JSON and the like are data. */
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript)$/i;

/** The CSP hash sources ('sha256-…') of the HTML's inline scripts that a browser runs, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (!RUNS.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

const hashesOfFile = readWhenChanged(inlineScriptHashes, []);

/** The hash sources of the shell page's inline scripts, read again when the page changes (a release). */
export const shellInlineScriptHashes = (deployDir: string): string[] => hashesOfFile(path.join(deployDir, 'shell', 'index.html'));
