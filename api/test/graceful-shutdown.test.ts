// Issue 49: an instance told to stop (SIGTERM) reports not ready, takes no new connection, finishes the request in
// flight, closes a connection left open only when its time (SHUTDOWN_TIMEOUT) is up, and ends.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { eventually, freePort } from './mail-support.ts';
import { getOnce, logLines, serverEnv, startServer, type ServerProcess } from './server-process.ts';

let t: TestContext;
let server: ServerProcess;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  server = await startServer(await freePort(), serverEnv(t, { SHUTDOWN_TIMEOUT: '4' }));
}, 180_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await t?.close();
});

/** A raw connection that has made one request and stays open (keep-alive), as nginx's to its upstreams. */
async function keptConnection(): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = connect(server.port, '127.0.0.1');
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  let answer = '';
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n{')) resolve();
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n\r\n');
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  return { socket, closed };
}

/** Sends `raw` on the connection and reads one answer (headers and a JSON body). */
function ask(socket: Socket, raw: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const onData = (chunk: Buffer) => {
      answer += chunk.toString();
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) {
        socket.off('data', onData);
        resolve(answer);
      }
    };
    socket.on('data', onData);
    socket.write(raw);
  });
}

it('stops gracefully: not ready, no new connections, the request in flight answered, an idle connection closed at the bound', async () => {
  const product = JSON.parse((await getOnce(`${server.url}/api/product-category/brany?per_page=1`)).body) as { data: { products: Array<{ uuid: string }> } };
  const body = JSON.stringify({ product_uuid: product.data.products[0]!.uuid, quantity: 3 });
  const idle = await keptConnection();
  const asking = await keptConnection();

  // A cart add whose body is still on its way when the signal comes.
  const inFlight = httpRequest({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/cart/add', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    inFlight.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, at: Date.now() }));
    });
    inFlight.on('error', reject);
  });
  inFlight.write(body.slice(0, 10));
  await new Promise<void>((resolve) => inFlight.once('socket', (socket: Socket) => (socket.connecting ? socket.once('connect', () => resolve()) : resolve())));

  const signalled = Date.now();
  server.child.kill('SIGTERM');

  // New connections are refused (nginx then sends the request to another instance).
  await eventually(
    () =>
      new Promise<void>((resolve, reject) => {
        const probe = connect(server.port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          reject(new Error('a new connection was accepted'));
        });
        probe.once('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNREFUSED' ? resolve() : reject(e)));
      }),
    5_000,
  );

  // On a connection it already had: not ready, and the connection is to be closed after the answer.
  const readiness = await ask(asking.socket, 'GET /readyz HTTP/1.1\r\nHost: shop.test\r\n\r\n');
  expect(readiness).toMatch(/^HTTP\/1\.1 503/);
  expect(readiness).toMatch(/^connection: close$/im);
  expect(readiness).toContain('"shutdown":"the instance is stopping"');
  await asking.closed;

  // The request in flight is finished and answered.
  inFlight.end(body.slice(10));
  const result = await answered;
  expect(result.status).toBe(200);
  const cart = (JSON.parse(result.body) as { data: { uuid: string; count: number } }).data;
  expect(cart.count).toBe(3);
  expect(await t.db.selectFrom('carts').select('uuid').where('uuid', '=', cart.uuid).executeTakeFirst()).toEqual({ uuid: cart.uuid });

  // The idle connection is left to its client until SHUTDOWN_TIMEOUT (4 s), then closed, and the process ends.
  const idleClosedAt = await idle.closed;
  expect(idleClosedAt - signalled).toBeGreaterThanOrEqual(3_500);
  expect(idleClosedAt).toBeGreaterThanOrEqual(result.at);
  expect(await server.exited).toBe(0);
  const messages = logLines(server).map((line) => line.msg);
  expect(messages).toContain('stopping: not ready, no new connections, finishing the requests in flight');
  expect(logLines(server).find((line) => line.msg === 'stopped')).toMatchObject({ outcome: 'timed out' });
}, 60_000);
