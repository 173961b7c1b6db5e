// The packages the server loads at their first use rather than at start. Together they took about as long
// to load as PGlite takes to open an existing data folder, and no request needs them before it answers:
// only a chat, a knowledge upload, an image, an e-mail, a payment or a bucket does. Once the server
// listens, `warmDeferred` loads them in the background, one at a time, so a user's first request does not
// wait for one either.
import { createRequire } from 'node:module';
import type * as O200k from 'gpt-tokenizer/encoding/o200k_base';
import { keepCompiledThroughCollections } from './compiled-through-collections';
import { lazy } from './lazy';

const requireCommonJs = createRequire(import.meta.url);

/**
 * The o200k tokenizer (chat holds, knowledge chunks). Loaded by `require`, not `import()`: token counts are
 * taken synchronously deep in the chat's and the knowledge's code, which must get it whether or not the
 * warm-up has come to it. `gpt-tokenizer` and its `encoding/o200k_base` are one module, so one load.
 */
export const tokenizer = lazy(() => {
  const o200k = requireCommonJs('gpt-tokenizer/encoding/o200k_base') as typeof O200k;
  // Its split expression compiled now (in the warm-up, not in a user's first chat) and kept compiled.
  const count = () => void o200k.countTokens('warm');
  count();
  keepCompiledThroughCollections(count);
  return o200k;
});
/** The AI SDK's own calls (generateText, embedMany) and its providers' models. */
export const aiSdk = lazy(() => import('ai'));
export const openAISdk = lazy(() => import('@ai-sdk/openai'));
export const anthropicSdk = lazy(() => import('@ai-sdk/anthropic'));
export const openAICompatibleSdk = lazy(() => import('@ai-sdk/openai-compatible'));
/** sharp (libvips): uploads, thumbnails, results, the upscaler, the face check. */
export const sharpModule = lazy(() => import('sharp').then((module) => module.default));
export const nodemailerModule = lazy(() => import('nodemailer').then((module) => module.default));
export const s3Sdk = lazy(() => import('@aws-sdk/client-s3'));
export const stripeModule = lazy(() => import('stripe').then((module) => module.default));

interface Deferred {
  name: string;
  load: () => unknown;
}

/**
 * What to warm on this server, the first requests' needs first: the chat's (tokenizer, providers), then
 * uploads', then the rest. The S3 and Stripe clients only when configured: otherwise nothing needs them.
 */
// Not config.ts's type: it imports the S3 adapter, which imports this file.
export function deferredFor(config: { s3?: unknown; stripe?: unknown }): Deferred[] {
  return [
    { name: 'gpt-tokenizer', load: tokenizer },
    { name: '@ai-sdk/openai', load: openAISdk },
    { name: '@ai-sdk/openai-compatible', load: openAICompatibleSdk },
    { name: '@ai-sdk/anthropic', load: anthropicSdk },
    { name: 'ai', load: aiSdk },
    { name: 'sharp', load: sharpModule },
    { name: 'nodemailer', load: nodemailerModule },
    ...(config.s3 ? [{ name: '@aws-sdk/client-s3', load: s3Sdk }] : []),
    ...(config.stripe ? [{ name: 'stripe', load: stripeModule }] : []),
  ];
}

/**
 * How long after listening the warm-up waits: loading a package holds the thread for up to ~0.2 s, and the
 * first requests (whoever started the server asking whether it is up, the web app's first page) should
 * not wait behind it. A user's first chat or upload comes later than this.
 */
export const WARM_AFTER_MS = 500;

/**
 * Loads each one after the other, each in a task of its own, so that requests arriving meanwhile are
 * served between them. A package that fails (sharp without its binary for this platform) is reported here
 * at once, and again, with the same error, by every request that needs it.
 */
export async function warmDeferred(
  deferred: Deferred[],
  warn: (error: unknown, message: string) => void,
): Promise<void> {
  // Unref'd: a server closing before then is not kept alive by it.
  await new Promise((resolve) => setTimeout(resolve, WARM_AFTER_MS).unref());
  return deferred.reduce<Promise<void>>(
    (previous, { name, load }) =>
      previous.then(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await load();
        } catch (error) {
          warn(error, `${name} could not be loaded: what needs it will fail until it is installed`);
        }
      }),
    Promise.resolve(),
  );
}
