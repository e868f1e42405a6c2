// A graceful stop (SIGTERM, SIGINT): the instance reports not ready, stops taking connections, lets the requests in
// flight finish within a bound (SHUTDOWN_TIMEOUT), then closes the app and its pools. Decision 0098.
//
// It never closes a kept-alive connection that is idle: nginx may be sending a request on it at that very moment,
// and a POST it has sent it does not send again (proxy_next_upstream), so the shopper would see a 502. Instead every
// answer from now on closes its connection, and nginx closes the idle ones itself after its upstream
// keepalive_timeout (deploy/nginx.conf, shorter than the bound). A new connection is refused, which nginx retries on
// the next instance whatever the method, as the request was never sent.
import { Server } from 'node:net';
import type { App } from '../../types.ts';

export async function shutDownGracefully(app: App, timeoutMs: number): Promise<'drained' | 'timed out'> {
  app.lifecycle.stop();
  const server = app.server;
  let outcome: 'drained' | 'timed out' = 'drained';
  if (server.listening) {
    // net.Server's close, not http.Server's: that one also ends the idle kept-alive connections at once (Node 19+).
    // Its callback runs once the last connection has ended.
    const drained = new Promise<'drained'>((resolve) => Server.prototype.close.call(server, () => resolve('drained')));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), timeoutMs);
    });
    outcome = await Promise.race([drained, late]);
    clearTimeout(timer);
    if (outcome === 'timed out') {
      app.log.warn({ timeoutMs }, 'requests still in flight when the shutdown time ran out: their connections are closed');
      server.closeAllConnections();
    }
  }
  // The mail worker stops, then the database pool and Redis close (the app's preClose and onClose hooks).
  await app.close();
  return outcome;
}
