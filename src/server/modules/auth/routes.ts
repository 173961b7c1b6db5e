// The Login family: e-mail codes, Google (web and desktop), refresh and sign-out. HTTP only; logic lives in
// the files beside this one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi, googleCallbackQuery } from '@shared/api/auth';
import { HEADERS } from '@shared/api/http';
import { publicRoute, userRoute } from '../../http/route';
import { requestLocale } from '../../http/locale';
import { AppError } from '../../http/app-error';
import { emailSignIn } from './email-code';
import { exchangeDesktopCode, finishGoogle, pollDesktopHandoff, startGoogle } from './google';
import { refreshSession, revokeSession, type ClientInfo } from '../../sessions/service';

/** Stricter than the global limit: sign-in is what attackers hammer. */
export function clientInfo(request: FastifyRequest): ClientInfo & { ip: string } {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : undefined, ip: request.ip };
}

export function authRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const signInLimit = { max: deps.config.signInRequestsPerMinute, timeWindow: '1 minute' };

  publicRoute(
    app,
    authApi.emailLogin,
    ({ body, request }) => emailSignIn(deps, body, requestLocale(request), clientInfo(request)),
    { rateLimit: signInLimit },
  );

  publicRoute(app, authApi.methods, () => ({ email: true, google: Boolean(deps.config.google) }));

  publicRoute(app, authApi.googleStart, ({ query }) => startGoogle(deps, query), {
    rateLimit: signInLimit,
  });

  app.get(
    authApi.googleCallback.path,
    { config: { rateLimit: signInLimit } },
    async (request, reply) => {
      const query = googleCallbackQuery.safeParse(request.query);
      const target = await finishGoogle(
        deps,
        query.success ? query.data : {},
        clientInfo(request),
        requestLocale(request),
        (error) => request.log.warn({ err: error }, 'Google sign-in failed'),
      );
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  publicRoute(
    app,
    authApi.googleDesktopExchange,
    ({ body, request }) => exchangeDesktopCode(deps, body, clientInfo(request)),
    { rateLimit: signInLimit },
  );

  publicRoute(
    app,
    authApi.googleDesktopPoll,
    ({ body, request }) => pollDesktopHandoff(deps, body, clientInfo(request)),
    // The app polls every 2 s for up to five minutes.
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  publicRoute(
    app,
    authApi.refresh,
    ({ request }) => {
      const token = request.headers[HEADERS.refreshToken];
      if (typeof token !== 'string' || token.length < 20 || token.length > 200)
        throw new AppError('UNAUTHORIZED');
      return refreshSession(deps, token);
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  userRoute(app, authApi.signOut, async ({ auth }) => {
    await revokeSession(deps, auth.sessionId);
    return { signedOut: true as const };
  });
}
