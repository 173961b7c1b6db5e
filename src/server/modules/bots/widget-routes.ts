// A bot on its owner's websites over HTTP: the visitor's session, questions, conversation, follow and stop,
// and the widget page itself (the web app's page, sent with a frame-ancestors of exactly the bot's websites).
import type { FastifyInstance } from 'fastify';
import { botWidgetApi } from '@shared/api/bot-widget';
import { PATTERNS } from '@shared/rules/patterns';
import { EMBED_PATH_PREFIX } from '@shared/widget';
import { publicRoute, publicStreamRoute } from '../../http/route';
import { contentSecurityPolicy } from '../../plugins/security';
import { sendAppShell } from '../../plugins/web';
import { messageDto, streamFollowed, streamStarted } from '../chat';
import type { WidgetService } from './widget-service';
import { forVisitor, visitorStream } from './widget-views';

export function widgetRoutes(app: FastifyInstance, widget: WidgetService): void {
  const { deps, chat } = app;
  const { access } = widget;

  publicRoute(app, botWidgetApi.session, ({ request, body }) => widget.session(request, body));

  publicStreamRoute(app, botWidgetApi.push, async (ctx) => {
    const visitor = await access.visitor(ctx.request);
    const input = await widget.sendInput(ctx.request, visitor, ctx.body);
    const started = await chat.start({ kind: 'send', input });
    return ctx.stream((events) => streamStarted(deps, ctx.request, visitorStream(events), started));
  });

  publicRoute(app, botWidgetApi.messages, async ({ request, query }) => ({
    messages: await widget.messages(await access.visitor(request), query.conversationId),
  }));

  publicStreamRoute(app, botWidgetApi.follow, async (ctx) => {
    const visitor = await access.visitor(ctx.request);
    const row = await widget.requireMessage(visitor, ctx.query.messageId);
    return ctx.stream((events) =>
      streamFollowed(deps, chat.answers, ctx.request, visitorStream(events), row),
    );
  });

  publicRoute(app, botWidgetApi.stop, async ({ request, body }) => {
    const visitor = await access.visitor(request);
    const row = await widget.requireMessage(visitor, body.messageId);
    return forVisitor(messageDto(deps, await chat.stop(visitor.bot.ownerId, row.id)));
  });

  app.get<{ Params: { botId: string } }>(`${EMBED_PATH_PREFIX}:botId`, async (request, reply) => {
    const { botId } = request.params;
    const ancestors = PATTERNS.uuid.test(botId) ? await access.frameAncestors(botId) : undefined;
    reply.header('content-security-policy', contentSecurityPolicy(ancestors ?? ["'none'"]));
    // frame-ancestors decides who may frame the page; X-Frame-Options would forbid every other site.
    reply.removeHeader('x-frame-options');
    if (!ancestors) reply.status(404);
    return sendAppShell(reply);
  });
}
