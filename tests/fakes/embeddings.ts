// A loopback OpenAI embeddings API: `POST /v1/embeddings` (also without `/v1`), Bearer API key, `input` as a
// string or a list of strings, `dimensions` for the text-embedding-3 models (refused by the others, as
// OpenAI does), `encoding_format` float or base64, OpenAI's list/embedding objects, usage and error bodies.
// The vectors are a stand-in for meaning (./embedding-vector.ts): hashed counts of a text's words and their
// characters, so texts that share words or Chinese characters are near and texts sharing none are at cosine
// 0 (but for hash collisions). Tokens are counted with cl100k_base, the models' own encoding.
// `script.status` answers every call with an HTTP error; `script.delayMs` slows every answer.
import { setTimeout as sleep } from 'node:timers/promises';
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { fakeEmbedding } from './embedding-vector';
import { sendJson, startLlmServer, type LlmFakeBase } from './llm-common';

export { fakeEmbedding };

/** Each model's native size; the text-embedding-3 models shorten to `dimensions` when asked. */
export const EMBEDDING_MODELS: Record<string, { dimensions: number; shortens: boolean }> = {
  'text-embedding-3-small': { dimensions: 1536, shortens: true },
  'text-embedding-3-large': { dimensions: 3072, shortens: true },
  'text-embedding-ada-002': { dimensions: 1536, shortens: false },
};

export interface FakeEmbeddings extends Omit<LlmFakeBase, 'script'> {
  script: { status: 429 | 500 | undefined; delayMs: number };
}

const error = (
  response: Parameters<typeof sendJson>[0],
  status: number,
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
  param: string | null = null,
) => sendJson(response, status, { error: { message, type, param, code } });

export async function startFakeEmbeddings(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakeEmbeddings> {
  const script: FakeEmbeddings['script'] = { status: undefined, delayMs: 0 };
  const fake = await startLlmServer(
    options,
    'sk-test-atrium-fake-embeddings',
    async (call, llm) => {
      const { request, response, path, body } = call;
      if (request.headers.authorization !== `Bearer ${llm.apiKey}`)
        return error(
          response,
          401,
          'Incorrect API key provided.',
          'invalid_request_error',
          'invalid_api_key',
        );
      if (request.method !== 'POST' || path !== '/embeddings')
        return error(response, 404, `Invalid URL (${request.method} ${path})`);
      if (script.delayMs > 0) await sleep(script.delayMs);
      if (script.status === 429)
        return error(
          response,
          429,
          'Rate limit reached for requests',
          'requests',
          'rate_limit_exceeded',
        );
      if (script.status === 500)
        return error(
          response,
          500,
          'The server had an error while processing your request.',
          'server_error',
        );
      if (!body) return error(response, 400, 'We could not parse the JSON body of your request.');
      const model = EMBEDDING_MODELS[String(body.model)];
      if (!model) {
        const message = `The model \`${String(body.model)}\` does not exist`;
        return error(response, 404, message, 'invalid_request_error', 'model_not_found');
      }
      const input = typeof body.input === 'string' ? [body.input] : body.input;
      if (!Array.isArray(input) || input.length === 0 || input.length > 2048)
        return error(
          response,
          400,
          "'input' : input must be a string or an array of 1 to 2048 strings",
          undefined,
          null,
          'input',
        );
      if (!input.every((text): text is string => typeof text === 'string' && text.length > 0))
        return error(
          response,
          400,
          "'$.input' is invalid: every input must be a non-empty string.",
          undefined,
          null,
          'input',
        );
      let dimensions = model.dimensions;
      if (body.dimensions !== undefined) {
        if (!model.shortens)
          return error(
            response,
            400,
            'This model does not support specifying dimensions.',
            undefined,
            null,
            'dimensions',
          );
        if (
          !Number.isInteger(body.dimensions) ||
          Number(body.dimensions) < 1 ||
          Number(body.dimensions) > model.dimensions
        )
          return error(
            response,
            400,
            `Invalid 'dimensions': must be 1 to ${model.dimensions}.`,
            undefined,
            null,
            'dimensions',
          );
        dimensions = Number(body.dimensions);
      }
      const base64 = body.encoding_format === 'base64';
      const data = input.map((text, index) => {
        const vector = fakeEmbedding(text, dimensions);
        const embedding = base64
          ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
          : vector;
        return { object: 'embedding', index, embedding };
      });
      const tokens = input.reduce((sum, text) => sum + countTokens(text), 0);
      sendJson(response, 200, {
        object: 'list',
        data,
        model: String(body.model),
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    },
  );
  const { script: _llmScript, ...rest } = fake;
  return { ...rest, script };
}
