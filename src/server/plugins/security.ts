// Security headers with the web app's CSP and a Permissions-Policy, no caching of API answers, and rate
// limiting (a generous global limit; sign-in routes set stricter ones of their own). Two things are meant for
// other websites: the bots' widget loader (any page may load it) and the visitor session call it makes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { HEADERS } from '@shared/api/http';
import { WIDGET_LOADER_PATH, WIDGET_SESSION_PATH } from '@shared/widget';

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

/**
 * The policy as a header value, with other frame ancestors: a bot's widget page may be framed by the bot's
 * websites, and by nothing else.
 */
export function contentSecurityPolicy(frameAncestors: string[]): string {
  const directives: Record<string, string[] | null> = {
    ...CONTENT_SECURITY_POLICY,
    frameAncestors,
  };
  return Object.entries(directives)
    .flatMap(([name, values]) =>
      values ? [`${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`] : [],
    )
    .join(';');
}

const APP_CORS: FastifyCorsOptions = {
  origin: [DESKTOP_ORIGIN],
  methods: ['GET', 'POST'],
  allowedHeaders: [
    HEADERS.authorization,
    'content-type',
    HEADERS.version,
    HEADERS.locale,
    HEADERS.refreshToken,
  ],
  maxAge: 600,
};

/**
 * The widget's session call, from whatever page the loader runs on: any origin may make it and read its
 * answer (a refusal must be readable to be shown), without credentials. Which origins get a session is the
 * bot's list of websites, checked by the call against the Origin the browser sends.
 */
const WIDGET_CORS: FastifyCorsOptions = {
  origin: true,
  methods: ['POST'],
  allowedHeaders: ['content-type', HEADERS.version, HEADERS.locale],
  maxAge: 600,
};

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/** Features no page of Atrium uses: nothing embedded or injected may ask for them either. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

/**
 * Helmet's headers, worked out once: every one of them is the same for every answer (no directive depends on
 * the request). Running helmet's middleware on each request cost about as much as the rest of a short API call.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const collector = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Google's sign-in page is opened as a top-level navigation, not a popup.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: app.deps.config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Owners' pages load the widget loader from here: it is the one file other sites may embed.
    if (pathOf(request) === WIDGET_LOADER_PATH)
      reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  // API answers carry tokens and personal data: no browser or proxy keeps them, unless a route says
  // otherwise (signed file addresses cache privately for as long as they live).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, pathOf(request) === WIDGET_SESSION_PATH ? WIDGET_CORS : APP_CORS),
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
