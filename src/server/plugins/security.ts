// Security headers with the web app's CSP and a Permissions-Policy, no caching of API answers, and rate
// limiting (a generous global limit; sign-in routes set stricter ones of their own).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import cors from '@fastify/cors';

/** The desktop app's renderer origin: the only other origin allowed to call the API. */
export const DESKTOP_ORIGIN = 'app://atrium';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd writes its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Images only from Atrium itself: pictures from elsewhere are fetched once and stored (files/avatars.ts).
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Features no page of Atrium uses: nothing embedded or injected may ask for them either. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Helmet's middleware is built once and run on every request: its Fastify plugin rebuilt it (parsing
  // the whole policy again) for each one.
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Google's sign-in page is opened as a top-level navigation, not a popup.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: app.deps.config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    headers(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  // API answers carry tokens and personal data: no browser or proxy keeps them, unless a route says
  // otherwise (signed file addresses cache privately for as long as they live).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  await app.register(cors, {
    origin: [DESKTOP_ORIGIN],
    methods: ['GET', 'POST'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-atrium-version',
      'x-atrium-locale',
      'x-atrium-refresh-token',
    ],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // The limit guards the API. The web app's files are static and cached: a page that loads its chunks
    // (or many people behind one address) must not run out of API calls, nor fail to load a chunk.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
