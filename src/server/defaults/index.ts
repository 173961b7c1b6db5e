// The data files the server ships with: the chat model catalogue, the image catalogue and the price table
// (each the default of a setting, MODEL_CATALOG, IMAGE_CATALOG, PRICE_TABLE, and the format a custom file
// follows), and the seeds written once into a new database: the checked words and the first news posts.
// They sit in this folder when running from source, and in out/server/defaults beside the bundle.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type DefaultFile =
  'model-catalog.json' | 'image-catalog.json' | 'prices.json' | 'banned-words.json' | 'news.json';

export function defaultFile(name: DefaultFile): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, name), join(here, 'defaults', name)];
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
}
