// The model catalogue: product entries (what users pick) mapped to upstream model names, which change every
// few months. No model name lives in code: the catalogue file is the one place.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { modelInfo, type ModelInfo } from '@shared/api/model';
import type { Config } from '../../config';

const catalogEntry = z.extend(z.omit(modelInfo, { available: true, reason: true }), {
  upstreamModel: z.string().check(z.minLength(1)),
});
const catalogFile = z.object({ models: z.array(catalogEntry) });
export type CatalogEntry = z.infer<typeof catalogEntry>;

function defaultCatalogPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // From source it sits beside this file; the server bundle carries a copy beside itself.
  for (const candidate of [
    join(here, 'catalog.default.json'),
    join(here, 'modules/model/catalog.default.json'),
  ]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next place
    }
  }
  return join(here, 'catalog.default.json');
}

export function loadCatalog(path: string | undefined): CatalogEntry[] {
  const file = path ?? defaultCatalogPath();
  const parsed = catalogFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `Model catalogue ${file} is not valid: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data.models;
}

/** What the client sees: no upstream names, and whether each model can answer right now. */
export function publicModels(catalog: CatalogEntry[], providers: Config['providers']): ModelInfo[] {
  const configured = {
    openai: providers.openai,
    anthropic: providers.anthropic,
    'openai-compatible': providers.openaiCompatible,
  };
  return catalog.map(({ upstreamModel: _upstream, ...entry }) =>
    configured[entry.provider]
      ? { ...entry, available: true }
      : { ...entry, available: false, reason: 'errors.providerNotConfigured' },
  );
}
