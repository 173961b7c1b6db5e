import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { embeddingsModel } from './catalog';

type Settings = Parameters<typeof embeddingsModel>[0];
const settings = (embeddings: Settings['embeddings'], extra: Partial<Settings> = {}): Settings => ({
  embeddings,
  modelCatalog: undefined,
  llm: { env: {} },
  ...extra,
});

function catalogue(embeddings: object[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'atrium-catalog-')), 'catalog.json');
  writeFileSync(file, JSON.stringify({ models: [], embeddings }));
  return file;
}

describe('the embeddings model', () => {
  it('is none without an endpoint: bots search by keywords', () => {
    expect(embeddingsModel(settings({}))).toBeUndefined();
  });

  it('is the catalogue’s first entry at EMBEDDINGS_BASE_URL, or the one EMBEDDINGS_MODEL names', () => {
    const first = embeddingsModel(settings({ baseURL: 'http://relay/v1', apiKey: 'sk' }));
    expect(first).toMatchObject({
      entry: {
        id: 'text-embedding-3-small',
        upstreamModel: 'text-embedding-3-small',
        dimensions: 1536,
      },
      baseURL: 'http://relay/v1',
      apiKey: 'sk',
    });
    const named = embeddingsModel(
      settings({ baseURL: 'http://ollama/v1', model: 'nomic-embed-text' }),
    );
    expect(named?.entry).toMatchObject({ id: 'nomic-embed-text', dimensions: 768 });
  });

  it('takes an entry’s own endpoint and the key its variable holds', () => {
    const file = catalogue([
      {
        id: 'e5',
        upstreamModel: 'e5-large',
        dimensions: 1024,
        baseURL: 'http://tei/v1',
        apiKeyEnv: 'TEI_KEY',
      },
    ]);
    const found = embeddingsModel(
      settings({}, { modelCatalog: file, llm: { env: { TEI_KEY: 'secret' } } }),
    );
    expect(found).toMatchObject({
      baseURL: 'http://tei/v1',
      apiKey: 'secret',
      entry: { id: 'e5' },
    });
  });

  it('stops the server at start on a half-done setting', () => {
    expect(() => embeddingsModel(settings({ model: 'bge-m3' }))).toThrow(/EMBEDDINGS_BASE_URL/);
    expect(() => embeddingsModel(settings({ baseURL: 'http://x/v1', model: 'nope' }))).toThrow(
      ConfigError,
    );
    const oversized = catalogue([{ id: 'big', upstreamModel: 'big', dimensions: 3072 }]);
    expect(() =>
      embeddingsModel(settings({ baseURL: 'http://x/v1' }, { modelCatalog: oversized })),
    ).toThrow(/embeddings.0.dimensions/);
  });
});
