// What this user may make now (`/api/user/imagine`: models and tools with price, lock and availability),
// the style presets, the user's images across every tool, and their image orders.
import { tasksApi } from '@shared/api/tasks';
import { toolsApi } from '@shared/api/tools';
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ImageModelInfo } from '@shared/tools/imagine';
import type { ToolInfo } from '@shared/api/tools';
import { styleTool } from '@shared/tools/style';
import type { PriceQuery } from '@shared/billing/prices';
import { STYLE_PRESETS } from '@shared/tools/style';
import { ERROR_CODES } from '@shared/api/errors';
import { tasks, uploads } from '../../db/schema';
import { requestLocale } from '../../http/locale';
import { userRoute } from '../../http/route';
import { translate } from '../../i18n';
import { signedFileUrl } from '../upload/signed-url';
import type { ToolKind } from './catalog';
import type { ImagingService } from './service';
import { taskOrderOf } from './view';

const TOOL_PRICES: Record<string, PriceQuery> = {
  super: { kind: 'upscale', width: 1024, height: 1024, scale: 2 },
  face: { kind: 'tool', tool: 'face', count: 1 },
  goods: { kind: 'tool', tool: 'goods', count: 1 },
  doodle: { kind: 'tool', tool: 'doodle', count: 1 },
  cosplay: { kind: 'tool', tool: 'cosplay', count: 1 },
  style: { kind: 'tool', tool: 'style', count: 1 },
  ghibli: { kind: 'tool', tool: 'ghibli', count: 1 },
};

export function catalogRoutes(app: FastifyInstance, imaging: ImagingService): void {
  const { deps } = app;
  const { available } = imaging.ctx;
  const unavailable = (locale: ReturnType<typeof requestLocale>, reason: string | undefined) =>
    translate(locale, ERROR_CODES.TOOL_UNAVAILABLE, { reason: reason ?? '' });

  /** The price of one image of a model at its first size and middle quality (Midjourney: per action). */
  const modelPrice = ({
    entry,
    route,
  }: ReturnType<typeof available.models>[number]): PriceQuery => {
    const size = Object.values(entry.sizes)[0] ?? '*';
    const quality = entry.qualities[Math.floor(entry.qualities.length / 2)] ?? '*';
    return route?.provider === 'midjourney' || entry.followUps
      ? { kind: 'midjourney', action: 'imagine' }
      : { kind: 'image', model: entry.id, size, quality, count: 1 };
  };
  const TOOL_IDS: Array<[ToolKind, string]> = [
    ['super', 'super'],
    ['face', 'face'],
    ['goods', 'goods'],
    ['doodle', 'doodle'],
    ['cosplay', 'cosplay'],
    ['style', 'style'],
    ['style', 'ghibli'],
  ];

  userRoute(app, toolsApi.catalogue, async ({ auth, request }) => {
    const locale = requestLocale(request);
    const served = available.models();
    // One look at the account for every price and lock on the page.
    const quotes = await deps.credits.quoteMany(auth.userId, [
      ...served.map(modelPrice),
      ...TOOL_IDS.map(([, id]) => TOOL_PRICES[id]!),
    ]);
    const models: ImageModelInfo[] = served.map(({ entry, route, reason }, index) => ({
      id: entry.id,
      label: entry.label,
      provider: route?.provider ?? entry.routes[0]!.provider,
      modes: entry.modes,
      sizes: Object.keys(entry.sizes) as ImageModelInfo['sizes'],
      styles: entry.styles,
      qualities: entry.qualities,
      negativePrompt: entry.negativePrompt,
      imageWeight: entry.imageWeight,
      maxCount: entry.maxCount,
      followUps: entry.followUps,
      free: deps.credits.prices.freeModels.includes(entry.id),
      locked: quotes[index]!.locked,
      available: Boolean(route),
      reason: route ? undefined : unavailable(locale, reason),
      price: quotes[index]!.credits,
    }));
    const tools: ToolInfo[] = TOOL_IDS.map(([kind, id], index) => {
      const tool = available.tool(kind);
      const price = quotes[served.length + index]!;
      return {
        kind,
        id,
        available: Boolean(tool.route),
        reason: tool.route ? undefined : unavailable(locale, tool.reason),
        locked: price.locked,
        provider: tool.route?.provider,
        price: price.credits,
      };
    });
    return { models, tools };
  });

  userRoute(app, styleTool.calls.presets, async ({ auth, request }) => {
    const served = available.tool('style');
    const locale = requestLocale(request);
    const quotes = await deps.credits.quoteMany(
      auth.userId,
      STYLE_PRESETS.map((preset) => TOOL_PRICES[preset.id === 'ghibli' ? 'ghibli' : 'style']!),
    );
    return STYLE_PRESETS.map((preset, index) => ({
      id: preset.id,
      available: Boolean(served.route),
      reason: served.route ? undefined : unavailable(locale, served.reason),
      price: quotes[index]!.credits,
    }));
  });

  userRoute(app, tasksApi.myImages, async ({ auth, query }) => {
    const where: SQL[] = [eq(uploads.userId, auth.userId), isNotNull(uploads.taskId)];
    if (query.kind) where.push(eq(tasks.kind, query.kind));
    const joined = () =>
      deps.db
        .select({ upload: uploads, task: tasks })
        .from(uploads)
        .innerJoin(tasks, eq(tasks.id, uploads.taskId))
        .where(and(...where));
    const [rows, [total]] = await Promise.all([
      joined()
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      deps.db
        .select({ value: count() })
        .from(uploads)
        .innerJoin(tasks, eq(tasks.id, uploads.taskId))
        .where(and(...where)),
    ]);
    return {
      list: rows.map(({ upload, task }) => ({
        id: upload.id,
        url: signedFileUrl(deps, upload.id),
        thumbUrl: signedFileUrl(deps, upload.id, undefined, 'thumb'),
        width: upload.width,
        height: upload.height,
        taskId: task.id,
        kind: task.kind,
        model: task.model,
        prompt: task.prompt ?? undefined,
        createdAt: upload.createdAt.toISOString(),
      })),
      total: total?.value ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  userRoute(app, tasksApi.uorder, async ({ auth, query }) => {
    const mine = eq(tasks.userId, auth.userId);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(tasks)
        .where(mine)
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      deps.db.select({ value: count() }).from(tasks).where(mine),
    ]);
    return {
      list: rows.map(taskOrderOf),
      total: total?.value ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
