// A loopback Anthropic Messages API for integration tests and benchmarks: `POST /v1/messages` (also at
// `/messages`, so a base URL with or without `/v1` works), streamed as named Server-Sent Events
// (message_start … message_stop) or answered whole. Wire format as Anthropic's: `x-api-key` and
// `anthropic-version` headers, `max_tokens` required, `system` as a string or text blocks, message content as
// a string or text/image blocks, `{type:'error', error:{type, message}}` error bodies. The answer, its pacing
// and its failures are steered through `script` (llm-common.ts).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  contentText,
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

export interface FakeAnthropic extends LlmFakeBase {
  env: { ANTHROPIC_API_KEY: string; ANTHROPIC_BASE_URL: string };
}

const STATUS_ERRORS = {
  429: {
    type: 'rate_limit_error',
    message: 'Number of request tokens has exceeded your rate limit.',
  },
  500: { type: 'api_error', message: 'Internal server error' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
} as const;

const errorBody = (type: string, message: string) => ({ type: 'error', error: { type, message } });
const error = (response: ServerResponse, status: number, type: string, message: string) =>
  sendJson(response, status, errorBody(type, message));

function readRequest(body: Record<string, unknown>): LlmRequest {
  const messages = readMessages(body.messages);
  return {
    api: 'anthropic',
    model: String(body.model),
    system: contentText(body.system),
    messages,
    maxTokens: body.max_tokens as number,
    stream: body.stream === true,
    body,
  };
}

export async function startFakeAnthropic(options: LlmFakeOptions = {}): Promise<FakeAnthropic> {
  const fake = await startLlmServer(options, 'sk-ant-test-atrium-fake', async (call, llm) => {
    const { request, response, path, body } = call;
    const { script, stats } = llm;
    if (request.method !== 'POST' || path !== '/messages') {
      return error(response, 404, 'not_found_error', 'Not Found');
    }
    if (request.headers['x-api-key'] !== llm.apiKey) {
      return error(response, 401, 'authentication_error', 'invalid x-api-key');
    }
    if (!request.headers['anthropic-version']) {
      return error(response, 401, 'authentication_error', 'anthropic-version: header is required');
    }
    if (script.status) {
      const { type, message } = STATUS_ERRORS[script.status];
      return error(response, script.status, type, message);
    }
    if (!body) return error(response, 400, 'invalid_request_error', 'Invalid JSON body');
    for (const field of ['model', 'max_tokens', 'messages']) {
      if (body[field] === undefined) {
        return error(response, 400, 'invalid_request_error', `${field}: Field required`);
      }
    }
    if (typeof body.max_tokens !== 'number' || body.max_tokens < 1) {
      return error(
        response,
        400,
        'invalid_request_error',
        'max_tokens: must be a positive integer',
      );
    }
    if (typeof body.model !== 'string' || !script.models.includes(body.model)) {
      return error(response, 404, 'not_found_error', `model: ${String(body.model)}`);
    }

    const chat = readRequest(body);
    const { tokens, truncated, promptTokens } = planReply(script, chat);
    const message = {
      id: `msg_${randomBytes(12).toString('hex')}`,
      type: 'message',
      role: 'assistant',
      model: chat.model,
    };
    const stopReason = truncated ? 'max_tokens' : 'end_turn';
    const failure = errorBody('overloaded_error', 'upstream overloaded');

    if (!chat.stream) {
      const { outcome, sent } = await walkTokens(response, script, stats, tokens);
      if (outcome === 'failed') return sendJson(response, 529, failure);
      if (outcome !== 'done') return;
      return sendJson(response, 200, {
        ...message,
        content: [{ type: 'text', text: tokens.join('') }],
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { input_tokens: promptTokens, output_tokens: sent },
      });
    }

    const event = (type: string, data: object = {}) => writeSse(response, { type, ...data }, type);
    startSse(response);
    event('message_start', {
      message: {
        ...message,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: promptTokens, output_tokens: 1 },
      },
    });
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    event('ping');
    const { outcome, sent } = await walkTokens(response, script, stats, tokens, (text) =>
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
    );
    if (outcome === 'failed') writeSse(response, failure, 'error');
    if (outcome === 'done') {
      event('content_block_stop', { index: 0 });
      event('message_delta', {
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: sent },
      });
      event('message_stop');
    }
    if (outcome === 'done' || outcome === 'failed') response.end();
  });
  return Object.assign(fake, {
    env: { ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.url },
  });
}
