import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** br/gzip for every compressible answer (API JSON and static files), chosen by Accept-Encoding. */
export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'], threshold: 1024 });
}
