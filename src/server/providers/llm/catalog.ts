// The model catalogue: product entries (what users pick) mapped to upstream model names, which change every
// few months. No model name lives in code: the catalogue file is the one place. An OpenAI-compatible entry may
// name its own endpoint (`baseURL`, and `apiKeyEnv`: the variable holding its key), so any number of them
// (Ollama, vLLM, OpenRouter, DeepSeek…) can sit side by side.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { defaultFile } from '../../defaults';
import { modelInfo } from '@shared/api/model';

const catalogEntry = z.extend(z.omit(modelInfo, { available: true, reason: true }), {
  upstreamModel: z.string().check(z.minLength(1)),
  baseURL: z.optional(z.url()),
  apiKeyEnv: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/))),
  /**
   * What the provider bills per million tokens read (`input`) and written (`output`), in the price table's
   * currency (US dollars by default), major units, as providers list them: the admin console's margin.
   * Optional: without it the margin of the model is shown as unknown.
   */
  cost: z.optional(
    z.object({ input: z.number().check(z.gte(0)), output: z.number().check(z.gte(0)) }),
  ),
});
const catalogFile = z.object({ models: z.array(catalogEntry) });
export type CatalogEntry = z.infer<typeof catalogEntry>;

export function loadCatalog(path: string | undefined): CatalogEntry[] {
  const file = path ?? defaultFile('model-catalog.json');
  const parsed = catalogFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `Model catalogue ${file} is not valid: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  }
  const ids = new Set<string>();
  for (const entry of parsed.data.models) {
    if (ids.has(entry.id)) throw new Error(`Model catalogue ${file}: the id ${entry.id} is twice`);
    ids.add(entry.id);
  }
  return parsed.data.models;
}
