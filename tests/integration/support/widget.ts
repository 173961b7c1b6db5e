// What the widget tests share: a bot of the owner's made through the API, a visitor session asked for as a
// browser on some page would (its Origin, or only a Referer), and the headers of that visitor's later calls
// from the widget page on Atrium.
import { DEFAULT_BOT, type BotSettings } from '../../../src/shared/api/bots';
import type { WidgetSession } from '../../../src/shared/api/bot-widget';
import { WIDGET_HEADERS, hostOf } from '../../../src/shared/widget';
import { stream } from './chat';
import { api, type TestApp } from './test-app';

/** createTestApp's PUBLIC_URL: the widget page's own origin. */
export const ATRIUM = 'http://atrium.test';
export const SHOP = 'https://shop.example';
export const LOCAL_SHOP = 'http://localhost:5500';

type Headers = Record<string, string>;

export async function createBot(
  t: TestApp,
  owner: Headers,
  settings: Partial<BotSettings> = {},
): Promise<string> {
  const made = await api(t.app, {
    method: 'POST',
    url: '/api/bot/create',
    headers: owner,
    payload: {
      ...DEFAULT_BOT,
      name: 'Lighthouse guide',
      model: 'gpt-4o-mini',
      welcome: 'Ask me about the museum.',
      visibility: 'embedded',
      origins: [SHOP, LOCAL_SHOP],
      dailyCap: 100_000,
      ...settings,
    },
  });
  if (made.status !== 200) throw new Error(`create bot: ${JSON.stringify(made.body)}`);
  return made.body.data.id as string;
}

export interface SessionAsk {
  /** The Origin the browser sends; none when undefined. */
  origin?: string;
  referer?: string;
  /** The origin the page names in the body. */
  bodyOrigin?: string;
  renew?: string;
  ip?: string;
  locale?: string;
}

let addresses = 0;
/** A network address no other session of the run asked from: the per-address limit stays out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.20.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export function askSession(t: TestApp, botId: string, ask: SessionAsk) {
  return api(t.app, {
    method: 'POST',
    url: '/api/bot/widget/session',
    headers: {
      ...(ask.origin && { origin: ask.origin }),
      ...(ask.referer && { referer: ask.referer }),
      ...(ask.locale && { 'x-atrium-locale': ask.locale }),
    },
    payload: {
      botId,
      ...(ask.bodyOrigin && { origin: ask.bodyOrigin }),
      ...(ask.renew && { renew: ask.renew }),
    },
    remoteAddress: ask.ip ?? nextAddress(),
  });
}

/** A session from a page on `origin`; throws when refused. */
export async function openSession(
  t: TestApp,
  botId: string,
  origin = SHOP,
): Promise<WidgetSession> {
  const answer = await askSession(t, botId, { origin, bodyOrigin: origin });
  if (answer.status !== 200) throw new Error(`session: ${JSON.stringify(answer.body)}`);
  return answer.body.data as WidgetSession;
}

/** The headers of the visitor's calls from the widget page on Atrium. */
export const visitorHeaders = (session: WidgetSession, more: Headers = {}): Headers => ({
  [WIDGET_HEADERS.visitor]: session.token,
  [WIDGET_HEADERS.host]: hostOf(session.origin),
  origin: ATRIUM,
  ...more,
});

/** A visitor's question, read as the widget reads it (`until` as `stream`'s). */
export const visitorAsk = (
  base: string,
  headers: Headers,
  body: object,
  until?: Parameters<typeof stream>[4],
) =>
  stream(
    base,
    '/api/bot/widget/push',
    headers,
    { clientKey: `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`, ...body },
    until,
  );
