// Who may talk to a bot outside Atrium, and from where. No header is trusted alone: the browser's Origin (or
// Referer) of the session call must be one of the bot's websites and agree with the origin the page names;
// a visitor's later calls carry the signed session, whose website must still be the bot's, and the host the
// page says it is on must be that website's.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { WidgetSession, WidgetSessionBody } from '@shared/api/bot-widget';
import { WIDGET_HEADERS, hostOf } from '@shared/widget';
import type { Deps } from '../../deps';
import type { BotRow } from '../../db/schema';
import { signedFileUrl } from '../../files/signed-url';
import { AppError } from '../../http/app-error';
import { signVisitorToken, verifyVisitorToken } from './visitor-token';
import { reachableBot } from './widget-repo';

export interface Visitor {
  bot: BotRow;
  visitorId: string;
  /** The website the session was given for. */
  origin: string;
}

/** `https://Shop.example:443/x` → `https://shop.example`; undefined for what is not an http(s) origin. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

/** Where the browser says the request comes from: its Origin, else its Referer's origin. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = header(request, 'origin');
  if (origin) return originOf(origin);
  const referer = header(request, 'referer');
  return referer ? originOf(referer) : undefined;
}

const refused = (key: string, params: Record<string, unknown> = {}) =>
  new AppError('WIDGET_REFUSED', params, `widget.refused.${key}`);

/** A bot no visitor may reach answers like an id that names nothing (product rule: bots belong to owners). */
const missing = () => new AppError('NOT_FOUND', {}, 'widget.refused.missing');

export function createWidgetAccess(deps: Deps) {
  const atrium = originOf(deps.config.publicUrl)!;
  /** Atrium's own pages (a `link` bot's page) and, for an embedded bot, its websites. */
  const allows = (bot: BotRow, origin: string) =>
    origin === atrium || (bot.visibility === 'embedded' && bot.allowedOrigins.includes(origin));

  /** A visitor session for the calling page's website, or a refusal that says why. */
  async function session(request: FastifyRequest, body: WidgetSessionBody): Promise<WidgetSession> {
    const bot = await reachableBot(deps.db, body.botId);
    if (!bot) throw missing();
    const origin = requestOrigin(request);
    if (!origin) throw refused('noOrigin');
    if (body.origin !== undefined && originOf(body.origin) !== origin) throw refused('mismatch');
    if (!allows(bot, origin)) throw refused('origin', { origin });
    const now = deps.now();
    // A live session being renewed keeps its visitor, and so their conversation.
    const renewed = body.renew
      ? await verifyVisitorToken(deps.config.jwtSecret, body.renew, now)
      : undefined;
    const kept =
      renewed?.ok && renewed.claims.botId === bot.id && renewed.claims.origin === origin
        ? renewed.claims.visitorId
        : undefined;
    const visitorId = kept ?? randomUUID();
    const { token, expiresAt } = await signVisitorToken(
      deps.config.jwtSecret,
      { botId: bot.id, visitorId, origin },
      now,
    );
    return {
      token,
      visitorId,
      origin,
      expiresAt: expiresAt.toISOString(),
      bot: {
        id: bot.id,
        name: bot.name,
        avatarUrl: bot.avatarFileId ? signedFileUrl(deps, bot.avatarFileId) : null,
        welcome: bot.welcomeMessage,
        questions: bot.suggestedQuestions,
      },
    };
  }

  /** The visitor a call speaks for, checked again against the bot as it is now. */
  async function visitor(request: FastifyRequest): Promise<Visitor> {
    const token = header(request, WIDGET_HEADERS.visitor);
    const verdict = token
      ? await verifyVisitorToken(deps.config.jwtSecret, token, deps.now())
      : undefined;
    if (!verdict?.ok) throw new AppError('WIDGET_SESSION');
    const { claims } = verdict;
    if (header(request, WIDGET_HEADERS.host) !== hostOf(claims.origin)) throw refused('host');
    // The call comes from the widget's own page on Atrium (or, from a script, the session's website).
    const from = requestOrigin(request);
    if (from && from !== atrium && from !== claims.origin) throw refused('mismatch');
    const bot = await reachableBot(deps.db, claims.botId);
    if (!bot) throw missing();
    // The owner may have taken the website off the list since: its sessions end with it.
    if (!allows(bot, claims.origin)) throw refused('origin', { origin: claims.origin });
    return { bot, visitorId: claims.visitorId, origin: claims.origin };
  }

  /** The frame ancestors of a bot's widget page: exactly its websites, or none. */
  async function frameAncestors(botId: string): Promise<string[] | undefined> {
    const bot = await reachableBot(deps.db, botId);
    if (!bot) return undefined;
    return bot.visibility === 'embedded' && bot.allowedOrigins.length
      ? bot.allowedOrigins
      : ["'none'"];
  }

  return { session, visitor, frameAncestors };
}

export type WidgetAccess = ReturnType<typeof createWidgetAccess>;
