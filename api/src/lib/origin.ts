// The site's own origin for the links it writes. It lives in lib because every module that writes a link (auth's
// reset mail, the cart's order page, the orders' status mails, the head and sitemap) needs it and none owns it.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The hosts a start without PUBLIC_URL and ALLOWED_HOSTS answers as: the loopback names of its port, localhost first
 * (the address `npm start` prints). Such a start listens on 127.0.0.1 (HOST), so nobody else reaches it anyway.
 */
export function loopbackHosts(port: number): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  return [...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])];
}

/**
 * The site's origin for the links it writes (mail links, sitemap, robots.txt, canonical, og:url, hreflang, JSON-LD,
 * the rendered page's stylesheets): PUBLIC_URL; else the request's Host when ALLOWED_HOSTS lists it, or, with neither
 * set, when it is a loopback name of the port; any other Host gets the first of them. A Host header never chooses an
 * address of its own, in any mode (issue 50, 3: a forged Host made the reset mail link to evil.example).
 */
export function originOf(config: Config, req: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = (req.headers.host ?? '').toLowerCase();
  const hosts = config.allowedHosts.length > 0 ? config.allowedHosts : loopbackHosts(config.port);
  return `${req.protocol}://${hosts.includes(host) ? host : hosts[0]}`;
}
