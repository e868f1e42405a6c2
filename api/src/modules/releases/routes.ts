// The release API (decision 0081). /api/releases/:remote/* for a team's CI with a release token of that remote, or
// an administrator; /api/admin/releases and /api/admin/release-tokens for the admin's Releases screen. Who may call
// is checked first (onRequest), before a body is read.
//   GET  /api/releases/:remote                 stable, canary, share, versions, history
//   POST /api/releases/:remote/versions        multipart: the files of a build (dist/), one part each -> 201 { version }
//   POST /api/releases/:remote/versions/at     { url } a manifest on the team's own origin -> 201 { version }
//   POST /api/releases/:remote/release         { version, share? } to everyone, or as a canary to share % of visitors
//   POST /api/releases/:remote/promote         the canary to everyone
//   POST /api/releases/:remote/rollback        { version?, reason? } ends a canary, else steps the stable version back
//   PUT  /api/releases/:remote/canary          { share } the canary's share
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@shop/shared/contracts/common';
import { CreatedReleaseToken, MAX_CANARY_SHARE, MIN_CANARY_SHARE, ReleaseOverview as Overview, ReleaseTokenInfo as TokenInfo, ReleaseUploaded as Uploaded } from '@shop/shared/contracts/releases';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { bearerToken } from '../auth/index.ts';
import type { App } from '../../types.ts';
import type { ReleaseActor } from './actor.ts';
import type { ReleaseRegistry } from './registry.ts';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@shop/shared/remotes';
import { isReleaseToken, type ReleaseTokens } from './tokens.ts';
import { receiveBuild, UPLOAD_LIMITS } from './upload.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 413: ApiError, 422: ApiError };
const overviewAnswer = { 200: Overview, ...errors };
const RemoteParams = Type.Object({ remote: Type.String({ maxLength: 40 }) });
const Share = Type.Integer({ minimum: MIN_CANARY_SHARE, maximum: MAX_CANARY_SHARE });
const Version = Type.String({ minLength: 1, maxLength: 600 });
const Reason = Type.String({ maxLength: 500 });

export async function releaseRoutes(app: App, opts: { registry: ReleaseRegistry; tokens: ReleaseTokens }): Promise<void> {
  const { registry, tokens } = opts;
  // In this plugin's scope only: the upload of a build is the one multipart body here.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: UPLOAD_LIMITS.files } });
  const actors = new WeakMap<FastifyRequest, ReleaseActor>();
  const requireAdmin = app.requireUser(['admin']);

  /** A release token of the remote, else an administrator's session; the remote must be one the shop knows. */
  async function authorizeRelease(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const remote = (req.params as { remote?: string }).remote ?? '';
    const bearer = bearerToken(req.headers.authorization);
    if (isReleaseToken(bearer)) {
      actors.set(req, await tokens.authorize(bearer, remote));
    } else {
      await requireAdmin(req, reply);
      actors.set(req, { kind: 'admin', auth: req.auth! });
    }
    if (!isRemoteName(remote)) throw notFound(`Unknown remote ${remote}`, { code: 'release.unknownRemote', params: { remote } });
  }
  const onRequest = authorizeRelease;
  const actorOf = (req: FastifyRequest): ReleaseActor => actors.get(req)!;
  const remoteOf = (req: FastifyRequest): RemoteName => (req.params as { remote: RemoteName }).remote;

  async function overview(remote: RemoteName) {
    const [channel, versions, history] = await Promise.all([registry.channel(remote), registry.listVersions(remote), registry.listHistory(remote)]);
    return { ...channel, versions, history };
  }

  app.get('/api/releases/:remote', { onRequest, schema: { params: RemoteParams, response: overviewAnswer } }, async (req) => overview(remoteOf(req)));

  app.post('/api/releases/:remote/versions', { onRequest, schema: { params: RemoteParams, response: { 201: Uploaded, ...errors } } }, async (req, reply) => {
    if (!req.isMultipart()) throw unprocessable('Upload the build as multipart/form-data, one part per file', undefined, 'release.uploadInvalid');
    const remote = remoteOf(req);
    const { version, files } = await receiveBuild(req, app.config.deployDir, remote);
    const { created } = await registry.addVersion(remote, { version, source: 'upload' }, actorOf(req));
    return reply.code(201).send({ remote, version, files, created });
  });

  app.post(
    '/api/releases/:remote/versions/at',
    { onRequest, schema: { params: RemoteParams, body: Type.Object({ url: Type.String({ maxLength: 600 }) }), response: { 201: Uploaded, ...errors } } },
    async (req, reply) => {
      const { url } = req.body;
      // The page loads the manifest and the remote's files from there: an https (or http) URL of a manifest.
      if (!/^https?:\/\/[^/\s]+\/\S*mf-manifest\.json$/.test(url)) {
        throw unprocessable('The URL of a remote hosted elsewhere names its mf-manifest.json', [{ field: 'url', message: 'not a manifest URL', code: 'release.invalidUrl' }], 'release.invalidUrl');
      }
      const remote = remoteOf(req);
      const { created } = await registry.addVersion(remote, { version: url, source: 'at' }, actorOf(req));
      return reply.code(201).send({ remote, version: url, created });
    },
  );

  app.post(
    '/api/releases/:remote/release',
    { onRequest, schema: { params: RemoteParams, body: Type.Object({ version: Version, share: Type.Optional(Share) }, { additionalProperties: false }), response: overviewAnswer } },
    async (req) => {
      await registry.release(remoteOf(req), req.body.version, actorOf(req), req.body.share);
      return overview(remoteOf(req));
    },
  );

  app.post('/api/releases/:remote/promote', { onRequest, schema: { params: RemoteParams, response: overviewAnswer } }, async (req) => {
    await registry.promoteCanary(remoteOf(req), actorOf(req));
    return overview(remoteOf(req));
  });

  app.post(
    '/api/releases/:remote/rollback',
    { onRequest, schema: { params: RemoteParams, body: Type.Optional(Type.Object({ version: Type.Optional(Version), reason: Type.Optional(Reason) }, { additionalProperties: false })), response: overviewAnswer } },
    async (req) => {
      const remote = remoteOf(req);
      const { version, reason } = req.body ?? {};
      if (reason !== undefined && version === undefined) {
        const channel = await registry.channel(remote);
        if (channel.canary) await registry.rollbackCanary(remote, actorOf(req), reason);
        else await registry.rollback(remote, actorOf(req));
      } else {
        await registry.rollback(remote, actorOf(req), version);
      }
      return overview(remote);
    },
  );

  app.put(
    '/api/releases/:remote/canary',
    { onRequest, schema: { params: RemoteParams, body: Type.Object({ share: Share }, { additionalProperties: false }), response: overviewAnswer } },
    async (req) => {
      await registry.setCanaryShare(remoteOf(req), req.body.share, actorOf(req));
      return overview(remoteOf(req));
    },
  );

  // The admin's Releases screen: every remote at once, and the release tokens.
  const adminOnly = { onRequest: requireAdmin };
  const admin = (req: FastifyRequest): ReleaseActor => ({ kind: 'admin', auth: req.auth! });
  app.get('/api/admin/releases', { ...adminOnly, schema: { response: { 200: Type.Object({ data: Type.Array(Overview) }), 401: ApiError, 403: ApiError } } }, async () => ({
    data: await Promise.all(REMOTE_NAMES.map((remote: RemoteName) => overview(remote))),
  }));
  app.get('/api/admin/release-tokens', { ...adminOnly, schema: { response: { 200: Type.Object({ data: Type.Array(TokenInfo) }), 401: ApiError, 403: ApiError } } }, async () => ({ data: await tokens.list() }));
  app.post(
    '/api/admin/release-tokens',
    {
      ...adminOnly,
      schema: {
        body: Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 200 }), remotes: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: REMOTE_NAMES.length }), contactEmail: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])) },
          { additionalProperties: false },
        ),
        response: { 201: CreatedReleaseToken, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (req, reply) => {
      const { token, info } = await tokens.create(req.body, admin(req));
      // The token is in this answer only: it is stored hashed.
      return reply.code(201).header('cache-control', 'no-store').send({ token, data: info });
    },
  );
  app.delete(
    '/api/admin/release-tokens/:id',
    { ...adminOnly, schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Type.Object({ data: TokenInfo }), 401: ApiError, 403: ApiError, 404: ApiError } } },
    async (req) => ({ data: await tokens.revoke(req.params.id, admin(req)) }),
  );
}
