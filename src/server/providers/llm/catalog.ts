// The model catalogue: product entries (what users pick) mapped to upstream model names, which change every
// few months. No model name lives in code: the catalogue file is the one place. An OpenAI-compatible entry may
// name its own endpoint (`baseURL`, and `apiKeyEnv`: the variable holding its key), so any number of them
// (Ollama, vLLM, OpenRouter, DeepSeek…) can sit side by side.
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { defaultFile } from '../../defaults';
import { modelInfo } from '@shared/api/model';
import type { PriceTable } from '@shared/billing/prices';

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

export type CatalogDocument = z.infer<typeof catalogFile>;

/** The catalogue when it is valid (every id once), else its first problem as `path: problem`. */
export function catalogProblem(value: unknown): { value?: CatalogDocument; problem?: string } {
  const parsed = catalogFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || '(catalogue)'}: ${issue?.message ?? 'invalid'}` };
  }
  const ids = new Set<string>();
  for (const entry of parsed.data.models) {
    if (ids.has(entry.id)) return { problem: `models: the id ${entry.id} is twice` };
    ids.add(entry.id);
  }
  return { value: parsed.data };
}

/** The id of the first model the table has no chat price for. */
export const unpricedChatModel = (catalogue: CatalogDocument, table: PriceTable) =>
  catalogue.models.find((entry) => !table.chat[entry.id])?.id;

export function loadCatalog(path: string | undefined): CatalogDocument {
  const file = path ?? defaultFile('model-catalog.json');
  const { value, problem } = catalogProblem(JSON.parse(readFileSync(file, 'utf8')));
  if (!value) throw new Error(`Model catalogue ${file} is not valid: ${problem}`);
  return value;
}
