// A loopback OpenAI-compatible chat API for integration tests and benchmarks: `POST /v1/chat/completions`
// (streamed as Server-Sent Events or answered whole) and `GET /v1/models`, also under the same paths without
// `/v1` so a base URL with or without it works. Wire format as OpenAI's: Bearer API key, chat.completion and
// chat.completion.chunk objects, `stream_options.include_usage`, `max_tokens`/`max_completion_tokens`,
// OpenAI's error bodies. The answer, its pacing and its failures are steered through `script` (llm-common.ts).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  planReply,
  readMessages,
  sendJson,
  startLlmServer,
  startSse,
  walkTokens,
  writeSse,
  type LlmFakeBase,
  type LlmFakeOptions,
  type LlmRequest,
} from './llm-common';

export type { LlmFakeOptions, LlmRequest, LlmScript } from './llm-common';

export interface FakeOpenAI extends LlmFakeBase {
  env: { OPENAI_API_KEY: string; OPENAI_BASE_URL: string };
}

const STATUS_ERRORS = {
  429: {
    type: 'requests',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests',
  },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request.',
  },
  529: { type: 'server_error', code: 'overloaded', message: 'The engine is currently overloaded.' },
} as const;

const error = (
  response: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
) => sendJson(response, status, { error: { message, type, param, code } });

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

function readRequest(body: Record<string, unknown>): LlmRequest {
  const messages = readMessages(body.messages);
  const isSystem = (role: string) => role === 'system' || role === 'developer';
  return {
    api: 'openai',
    model: String(body.model),
    system: messages
      .filter((message) => isSystem(message.role))
      .map((message) => message.text)
      .join('\n'),
    messages: messages.filter((message) => !isSystem(message.role)),
    maxTokens: number(body.max_completion_tokens) ?? number(body.max_tokens),
    stream: body.stream === true,
    body,
  };
}

export async function startFakeOpenAI(options: LlmFakeOptions = {}): Promise<FakeOpenAI> {
  const fake = await startLlmServer(options, 'sk-test-atrium-fake-openai', async (call, llm) => {
    const { request, response, path, body } = call;
    const { script, stats } = llm;
    if (request.headers.authorization !== `Bearer ${llm.apiKey}`) {
      const message = request.headers.authorization
        ? 'Incorrect API key provided.'
        : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
      return error(response, 401, message, 'invalid_request_error', 'invalid_api_key');
    }
    if (request.method === 'GET' && path === '/models') {
      const created = Math.floor(Date.now() / 1000);
      const data = script.models.map((id) => ({
        id,
        object: 'model',
        created,
        owned_by: 'openai',
      }));
      return sendJson(response, 200, { object: 'list', data });
    }
    if (request.method !== 'POST' || path !== '/chat/completions') {
      return error(
        response,
        404,
        `Invalid URL (${request.method} ${path})`,
        'invalid_request_error',
      );
    }
    if (script.status) {
      const { message, type, code } = STATUS_ERRORS[script.status];
      return error(response, script.status, message, type, code);
    }
    if (!body)
      return error(
        response,
        400,
        'We could not parse the JSON body of your request.',
        'invalid_request_error',
      );
    if (typeof body.model !== 'string') {
      return error(
        response,
        400,
        'you must provide a model parameter',
        'invalid_request_error',
        null,
        'model',
      );
    }
    if (!Array.isArray(body.messages)) {
      return error(
        response,
        400,
        "Missing required parameter: 'messages'.",
        'invalid_request_error',
        'missing_required_parameter',
        'messages',
      );
    }
    if (!script.models.includes(body.model)) {
      const message = `The model \`${body.model}\` does not exist`;
      return error(response, 404, message, 'invalid_request_error', 'model_not_found');
    }

    const chat = readRequest(body);
    const { tokens, truncated, promptTokens } = planReply(script, chat);
    const base = {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      model: chat.model,
    };
    const usage = (sent: number) => ({
      prompt_tokens: promptTokens,
      completion_tokens: sent,
      total_tokens: promptTokens + sent,
    });
    const finishReason = truncated ? 'length' : 'stop';
    const failure = { error: { message: 'upstream overloaded', type: 'server_error' } };

    if (!chat.stream) {
      const { outcome, sent } = await walkTokens(response, script, stats, tokens);
      if (outcome === 'failed') return sendJson(response, 500, failure);
      if (outcome !== 'done') return;
      const content = tokens.join('');
      return sendJson(response, 200, {
        ...base,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content }, finish_reason: finishReason },
        ],
        usage: usage(sent),
      });
    }

    const chunk = (choices: unknown[], extra: object = {}) =>
      writeSse(response, { ...base, object: 'chat.completion.chunk', choices, ...extra });
    startSse(response);
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    const { outcome, sent } = await walkTokens(response, script, stats, tokens, (content) =>
      chunk([{ index: 0, delta: { content }, finish_reason: null }]),
    );
    if (outcome === 'failed') writeSse(response, failure);
    if (outcome === 'done') {
      chunk([{ index: 0, delta: {}, finish_reason: finishReason }]);
      const options = body.stream_options as { include_usage?: unknown } | undefined;
      if (options?.include_usage === true) chunk([], { usage: usage(sent) });
      writeSse(response, '[DONE]');
    }
    if (outcome === 'done' || outcome === 'failed') response.end();
  });
  return Object.assign(fake, { env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url } });
}
