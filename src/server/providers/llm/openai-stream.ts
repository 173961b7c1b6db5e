// Our own reader of a streamed Chat Completions answer. The AI SDK's reads the body through four web streams
// (fetch body, decoder, event parser, transform) and checks every chunk against a schema: per token that cost
// more than relaying the token itself. This one reads Node's socket events, parses the server-sent events
// with eventsource-parser and takes from each chunk only the text and, at the end, the usage.
import http from 'node:http';
import https from 'node:https';
import { APICallError } from '@ai-sdk/provider';
import { createParser } from 'eventsource-parser';
import type { ChatStreamer } from './chat-streamer';
import { chatCompletionBody, type ModelRules } from './openai-chat-body';

export interface OpenAIEndpoint {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  rules: ModelRules;
}

/** The part of a chunk the chat reads. */
interface Chunk {
  choices?: Array<{ delta?: { content?: unknown } }>;
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  error?: { message?: unknown };
}

/** An error body is read this far, for the log; the rest is dropped. */
const ERROR_BODY_LIMIT = 16_384;

const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

function readError(
  response: http.IncomingMessage,
  url: string,
  body: string,
): Promise<APICallError> {
  return new Promise((resolve) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (text.length < ERROR_BODY_LIMIT) text += chunk;
    });
    const done = () =>
      resolve(
        new APICallError({
          message: `${response.statusCode ?? 0} ${response.statusMessage ?? ''}`.trim(),
          url,
          requestBodyValues: body,
          statusCode: response.statusCode,
          responseBody: text.slice(0, ERROR_BODY_LIMIT),
        }),
      );
    response.on('end', done);
    response.on('error', done);
  });
}

export function openAIStreamer(endpoint: OpenAIEndpoint): ChatStreamer {
  const url = new URL(`${endpoint.baseURL.replace(/\/+$/, '')}/chat/completions`);
  const client = url.protocol === 'https:' ? https : http;
  // Kept-alive connections: a new answer does not wait for a TCP (and TLS) handshake.
  const agent = new client.Agent({ keepAlive: true });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
  };
  return (call, sink) =>
    new Promise<void>((resolve, reject) => {
      const body = chatCompletionBody(endpoint.model, endpoint.rules, call);
      let settled = false;
      const finish = (error?: unknown) => {
        if (settled) return;
        settled = true;
        if (error === undefined) resolve();
        else reject(error);
      };
      const request = client.request(url, {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: call.abortSignal,
      });
      request.on('error', finish);
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          void readError(response, url.href, body).then(finish);
          return;
        }
        let ended = false;
        const parser = createParser({
          onEvent(event) {
            if (event.data === '[DONE]') return;
            const chunk = JSON.parse(event.data) as Chunk;
            if (chunk.error) throw new Error(String(chunk.error.message ?? 'provider error'));
            const text = chunk.choices?.[0]?.delta?.content;
            if (typeof text === 'string' && text) sink.delta(text);
            if (chunk.usage)
              sink.usage(count(chunk.usage.prompt_tokens), count(chunk.usage.completion_tokens));
          },
        });
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          try {
            parser.feed(text);
          } catch (error) {
            // A broken chunk or an error event ends the answer with what arrived.
            finish(error);
            request.destroy();
          }
        });
        response.on('end', () => {
          ended = true;
          finish();
        });
        response.on('error', finish);
        // A connection cut mid-answer closes without an end: the answer is interrupted, not done.
        response.on('close', () => {
          if (!ended) finish(new Error('The provider closed the stream before its end'));
        });
      });
      request.end(body);
    });
}
