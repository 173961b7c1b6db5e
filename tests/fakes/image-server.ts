// Runs the loopback image APIs for the browser tests and benchmarks: OpenAI Images on PORT (base URL
// http://127.0.0.1:PORT/v1), Replicate on PORT + 1, the fal queue on PORT + 2 and a midjourney-proxy on
// PORT + 3 (secret `mj-e2e`):
// `tsx tests/fakes/image-server.ts PORT`. Tests steer each with `POST /__script` (JSON merged into its
// script, see openai-images.ts, replicate.ts and fal.ts).
import { startFakeFal } from './fal';
import { startFakeMidjourney } from './midjourney-proxy';
import { startFakeOpenAIImages } from './openai-images';
import { startFakeReplicate } from './replicate';

const port = Number(process.argv[2] ?? 8797);
const [openai, replicate, fal, midjourney] = await Promise.all([
  startFakeOpenAIImages({ port, apiKey: 'sk-e2e-images' }),
  startFakeReplicate({ port: port + 1, apiToken: 'r8_e2e' }),
  startFakeFal({ port: port + 2, apiKey: 'fal-e2e' }),
  startFakeMidjourney({ port: port + 3, secret: 'mj-e2e' }),
]);
console.log(
  `fake OpenAI Images at ${openai.url}, fake Replicate at ${replicate.url}, fake fal at ${fal.url}, fake Midjourney proxy at ${midjourney.url}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(
    signal,
    () =>
      void Promise.all([openai.close(), replicate.close(), fal.close(), midjourney.close()]).then(
        () => process.exit(0),
      ),
  );
