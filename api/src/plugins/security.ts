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
}
