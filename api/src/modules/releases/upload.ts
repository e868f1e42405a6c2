// A remote's build uploaded through the release API (decision 0081): a multipart form, one part per file, named by
// its path inside the build (dist/). Checked before anything is served: paths stay inside the version's folder,
// only the types a remote's build is made of (served with their own Content-Type by the static server), bounded
// sizes, and a manifest (mf-manifest.json) whose name is the remote's. The version is named by the content, as
// scripts/publish.mjs names it, so uploading the same build twice is the same version.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '../../lib/errors.ts';
import { federationNameOf, type RemoteName } from '@shop/shared/remotes';

export const UPLOAD_LIMITS = { fileBytes: 20 * 1024 * 1024, totalBytes: 100 * 1024 * 1024, files: 2000 } as const;
/** What a remote's build holds; anything else is refused (and .br/.gz copies are made here, not uploaded). */
const ALLOWED = /\.(?:js|mjs|cjs|css|json|map|html|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|txt)$/i;
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;

/** The path of a part inside the build, or null when it would leave the version's folder or names no file. */
export function safeBuildPath(name: string): string | null {
  if (!name || name.length > 300 || /[\0\\:]/.test(name) || name.startsWith('/')) return null;
  const segments = name.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  return segments.join('/');
}

const tooLarge = (message: string) => new HttpError(413, message, undefined, 'release.uploadTooLarge');
const refused = (message: string, code: string, params?: Record<string, string>) => unprocessable(message, undefined, params ? { code, params } : code);

async function filesOf(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  const files: string[] = [];
  for (const name of names) if ((await stat(path.join(dir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  return files;
}

/** Stores the uploaded build of `remote` under DEPLOY_DIR/remotes/<remote>/<version>/ and answers its version. */
export async function receiveBuild(req: FastifyRequest, deployDir: string, remote: RemoteName): Promise<{ version: string; files: number }> {
  const remoteDir = path.join(deployDir, 'remotes', remote);
  const temp = path.join(remoteDir, `.upload-${randomBytes(8).toString('hex')}`);
  await mkdir(temp, { recursive: true });
  try {
    let total = 0;
    let count = 0;
    const seen = new Set<string>();
    for await (const part of req.parts({ preservePath: true, limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: UPLOAD_LIMITS.files, fields: 0, parts: UPLOAD_LIMITS.files } })) {
      if (part.type !== 'file') throw refused('The upload takes files only', 'release.uploadInvalid');
      const rel = safeBuildPath(part.filename);
      if (rel === null) throw refused(`The file ${part.filename} would leave the version's folder`, 'release.uploadPath', { file: part.filename.slice(0, 200) });
      if (!ALLOWED.test(rel)) throw refused(`${rel} is not a file a remote's build is made of`, 'release.uploadType', { file: rel });
      if (seen.has(rel)) throw refused(`${rel} is in the upload twice`, 'release.uploadInvalid');
      seen.add(rel);
      const target = path.join(temp, rel);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw tooLarge(`${rel} is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB`);
      total += (await stat(target)).size;
      count += 1;
      if (total > UPLOAD_LIMITS.totalBytes) throw tooLarge(`The build is larger than ${UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB`);
    }
    if (count === 0) throw refused('The upload holds no file', 'release.uploadInvalid');
    let manifest: { name?: unknown };
    try {
      manifest = JSON.parse(await readFile(path.join(temp, 'mf-manifest.json'), 'utf8')) as { name?: unknown };
    } catch {
      throw refused('The upload holds no mf-manifest.json (a finished remote build)', 'release.noManifest');
    }
    if (manifest.name !== federationNameOf(remote)) {
      throw refused(`The manifest is of ${String(manifest.name)}, not of ${remote}`, 'release.otherManifest', { remote, name: String(manifest.name).slice(0, 100) });
    }
    const files = (await filesOf(temp)).sort();
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(await readFile(path.join(temp, file)));
    const version = hash.digest('hex').slice(0, 12);
    await precompress(temp, files);
    const target = path.join(remoteDir, version);
    const exists = await stat(target).then(() => true, () => false);
    if (!exists) await rename(temp, target);
    return { version, files: files.length };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`A file is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB`);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT' || (error as { code?: string }).code === 'FST_PARTS_LIMIT') throw tooLarge(`The build has more than ${UPLOAD_LIMITS.files} files`);
    throw error;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** Brotli and gzip copies beside the text files a browser fetches, as scripts/publish.mjs makes them. */
async function precompress(dir: string, files: string[]): Promise<void> {
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || file.startsWith('server/')) continue;
    const body = await readFile(path.join(dir, file));
    if (body.length < 1024) continue;
    await writeFile(path.join(dir, `${file}.br`), await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    await writeFile(path.join(dir, `${file}.gz`), await promisify(gzip)(body, { level: 9 }));
  }
}
