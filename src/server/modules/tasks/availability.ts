// Which image models and tools this server can run: the catalogue in force (the shipped file, or the version
// admins published in the console) joined with the configured providers (the one switch point for image
// providers). The list the client sees, the create calls and the runner all ask here, so "available" means
// the same everywhere; a newly published catalogue is joined on the next ask.
import type { Config } from '../../config';
import type { VersionedDocument } from '../../config-versions';
import { AppError } from '../../http/app-error';
import type {
  ImageCatalog,
  CatalogRoute,
  ImageModelEntry,
  ProviderId,
  CatalogToolId,
} from './image-catalog';

/** The variable a user's admin sets to enable each provider (for the "unavailable" reason). */
const PROVIDER_SETTING: Record<ProviderId, string> = {
  'openai-images': 'OPENAI_API_KEY',
  replicate: 'REPLICATE_API_TOKEN',
  fal: 'FAL_KEY',
  midjourney: 'MJ_PROXY_URL',
  sharp: '',
};

export interface Served<T> {
  entry: T;
  /** The first configured route; undefined when none is. */
  route?: CatalogRoute;
  /** Why it cannot run: the settings that would enable it. */
  reason?: string;
}

export interface ToolAvailability {
  models(): Array<Served<ImageModelEntry>>;
  model(id: string): Served<ImageModelEntry> | undefined;
  tool(kind: CatalogToolId): Served<CatalogToolId>;
  /** The route of a model or tool, or the error the user reads. */
  requireModel(id: string): { entry: ImageModelEntry; route: CatalogRoute };
  requireTool(kind: CatalogToolId): CatalogRoute;
  configured(provider: ProviderId): boolean;
}

export function createToolAvailability(
  images: Config['images'],
  catalogue: VersionedDocument<ImageCatalog>,
): ToolAvailability {
  const configured = (provider: ProviderId): boolean => {
    switch (provider) {
      case 'openai-images':
        return Boolean(images.openai);
      case 'replicate':
        return Boolean(images.replicate);
      case 'fal':
        return Boolean(images.fal);
      case 'midjourney':
        return Boolean(images.midjourney);
      case 'sharp':
        return true;
    }
  };
  const serve = <T>(entry: T, routes: CatalogRoute[]): Served<T> => {
    const route = routes.find((candidate) => configured(candidate.provider));
    if (route) return { entry, route };
    const settings = [...new Set(routes.map((candidate) => PROVIDER_SETTING[candidate.provider]))];
    return { entry, reason: settings.filter(Boolean).join(' / ') };
  };
  const build = (catalog: ImageCatalog) => {
    const models = catalog.models.map((entry) => serve(entry, entry.routes));
    const tools = new Map(
      (Object.keys(catalog.tools) as CatalogToolId[]).map((kind) => [
        kind,
        serve(kind, catalog.tools[kind] ?? []),
      ]),
    );
    return { models, byId: new Map(models.map((served) => [served.entry.id, served])), tools };
  };
  let builtFrom = catalogue.current;
  let built = build(builtFrom);
  const now = () => {
    if (catalogue.current !== builtFrom) {
      builtFrom = catalogue.current;
      built = build(builtFrom);
    }
    return built;
  };
  const unavailable = (reason: string | undefined) =>
    new AppError('TOOL_UNAVAILABLE', { reason: reason ?? '' });

  return {
    models: () => now().models,
    model: (id) => now().byId.get(id),
    tool: (kind) => now().tools.get(kind) ?? { entry: kind, reason: undefined },
    requireModel(id) {
      const served = now().byId.get(id);
      if (!served) throw new AppError('MODEL_UNKNOWN', { model: id });
      if (!served.route) throw unavailable(served.reason);
      return { entry: served.entry, route: served.route };
    },
    requireTool(kind) {
      const served = now().tools.get(kind);
      if (!served?.route) throw unavailable(served?.reason);
      return served.route;
    },
    configured,
  };
}
