// Security headers with a CSP that allows what the site loads: its own scripts, antd's inline styles,
// images from self/data:/blob:, and Google's reCAPTCHA, Maps and Analytics when they are configured.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function setupSecurity(app: FastifyInstance): Promise<void> {
  const google = ['https://www.google.com', 'https://www.gstatic.com'];
  const maps = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
  const analytics = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...google, ...maps, 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: ["'self'", 'data:', 'blob:', ...google, ...maps, 'https://*.googleapis.com', 'https://*.ggpht.com', ...analytics],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        connectSrc: ["'self'", ...google, ...maps, ...analytics],
        frameSrc: ["'self'", ...google, 'https://www.recaptcha.net'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // The site may be served over plain http on a LAN address; let the proxy decide about HSTS/upgrades.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // Scripts and stylesheets are not documents: a browser applies none of these headers to them (CSP governs the
  // document, or a worker's own script, and the site starts no workers). Over HTTP/1.1, which this server speaks,
  // every response repeats its headers uncompressed, and the CSP alone is ~1.1 KB: ~45 KB on a first page of ~30
  // scripts. They stay on everything else (pages, API answers, media, where an SVG could be opened as a document).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}

const SUBRESOURCE_TYPE = /^(?:application|text)\/javascript|^text\/css/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
];
