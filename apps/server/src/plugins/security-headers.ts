import helmet from 'helmet';
import fp from 'fastify-plugin';

/** Features the app never uses, refused to every page and frame. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Security headers on every answer (web client, /api, /uploads, /docs): a CSP that allows only
 * the app's own scripts and no framing, X-Frame-Options, nosniff, no referrer and a Permissions
 * Policy. Swagger UI sets its own CSP on /docs (see plugins/docs.ts).
 *
 * helmet's middleware is built once, here: @fastify/helmet built it anew on every request (its
 * CSP directives parsed each time), for the same headers.
 */
export default fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // Uploaded images may be shown by a client served from another (dev) origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Plain HTTP on a developer's machine: HSTS would be ignored or, on a shared host, harmful.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
