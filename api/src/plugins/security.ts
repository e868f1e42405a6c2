// Security headers. The CSP allows what the site loads: its own scripts and styles, images from self/data:/blob:,
// and Google's reCAPTCHA, Maps and Analytics hosts only while their keys are configured (issue 28, 9: with no key
// the page has no business loading from them). Styles keep 'unsafe-inline': antd's CSS-in-JS and the server-rendered
// style attributes need it (docs/decisions/0042). A Permissions-Policy turns off the device features the site never uses.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Which third-party features are configured now (keys from the environment or the admin's settings). */
export interface ThirdPartyFeatures {
  recaptcha: boolean;
  maps: boolean;
  analytics: boolean;
}

const GOOGLE = ['https://www.google.com', 'https://www.gstatic.com'];
const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_IMAGES = ['https://*.googleapis.com', 'https://*.ggpht.com'];
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const TAG_MANAGER = 'https://www.googletagmanager.com';

/**
 * The Content-Security-Policy for the configured features, and for the origins of remotes the registry names on
 * other origins (a team's CDN: docs/decisions/0009), whose scripts, styles, fonts, images and manifest the page loads.
 */
export function contentSecurityPolicy(f: ThirdPartyFeatures, remoteOrigins: readonly string[] = []): string {
  const when = (on: boolean, hosts: string[]) => (on ? hosts : []);
  const remotes = [...remoteOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...when(f.recaptcha, GOOGLE), ...when(f.maps, MAPS), ...when(f.analytics, [TAG_MANAGER]), ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...when(f.maps, ['https://fonts.googleapis.com']), ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...when(f.recaptcha, GOOGLE), ...when(f.maps, [...MAPS, ...MAPS_IMAGES]), ...when(f.analytics, [TAG_MANAGER, ...ANALYTICS]), ...remotes],
    'font-src': ["'self'", 'data:', ...when(f.maps, ['https://fonts.gstatic.com']), ...remotes],
    'connect-src': ["'self'", ...when(f.recaptcha, GOOGLE), ...when(f.maps, MAPS), ...when(f.analytics, [TAG_MANAGER, ...ANALYTICS]), ...remotes],
    'frame-src': ["'self'", ...when(f.recaptcha, [...GOOGLE, 'https://www.recaptcha.net'])],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join(';');
}

/** Device features no page of the shop uses; fullscreen stays for the site's own galleries and videos. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)';

/**
 * @param opts.features the third-party features configured now; opts.remoteOrigins the origins of the remotes the
 *   registry serves from elsewhere (read per answer, so a release to another origin needs no restart and no hand edit).
 */
export async function setupSecurity(app: FastifyInstance, opts: { features: () => Promise<ThirdPartyFeatures>; remoteOrigins: () => Promise<string[]> }): Promise<void> {
  await app.register(helmet, {
    // Set below per response, from the features configured at that moment.
    contentSecurityPolicy: false,
    // The site may be served over plain http on a LAN address; let the proxy decide about HSTS/upgrades.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // Scripts and stylesheets are not documents: a browser applies none of these headers to them (CSP governs the
  // document, or a worker's own script, and the site starts no workers). Over HTTP/1.1, which this server speaks,
  // every response repeats its headers uncompressed, and the CSP alone is ~1.1 KB: ~45 KB on a first page of ~30
  // scripts. They stay on everything else (pages, API answers, media, where an SVG could be opened as a document).
  app.addHook('onSend', async (request, reply, payload) => {
    // Answers that carry a token, an account, orders or a cart's contact details are never stored by a browser or
    // a proxy (issue 28, 8), errors included.
    if (PRIVATE_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '');
    if (SUBRESOURCE_TYPE.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    } else if (JSON_TYPE.test(type)) {
      // An API answer opened as a document loads nothing and is framed nowhere (OWASP's REST security advice); the
      // page's policy, which reads the settings and the remote registry, is for pages.
      reply.header('content-security-policy', API_ANSWER_CSP).header('permissions-policy', PERMISSIONS_POLICY);
    } else {
      let features: ThirdPartyFeatures;
      try {
        features = await opts.features();
      } catch {
        features = { recaptcha: false, maps: false, analytics: false };
      }
      const origins = await opts.remoteOrigins().catch(() => []);
      reply.header('content-security-policy', contentSecurityPolicy(features, origins)).header('permissions-policy', PERMISSIONS_POLICY);
    }
    return payload;
  });
}

/** The sign-in, the admin API (/admin/auth, /admin/orders, /api/admin) and the cart. */
const PRIVATE_PATH = /^\/(?:api\/auth|admin|api\/admin|api\/cart)(?:[/?]|$)/;
const SUBRESOURCE_TYPE = /^(?:application|text)\/javascript|^text\/css/;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json/;
export const API_ANSWER_CSP = "default-src 'none';frame-ancestors 'none'";
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
];
