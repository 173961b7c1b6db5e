// Runs the loopback OpenAI (PORT) and Anthropic (PORT + 1) APIs for the browser tests and benchmarks:
// `tsx tests/fakes/llm-server.ts PORT`. Tests steer them with POST /__script and read what they received at
// GET /__requests (see llm-common.ts).
import { startFakeAnthropic } from './anthropic';
import { startFakeOpenAI } from './openai-chat';

const port = Number(process.argv[2] ?? 8799);
const [openai, anthropic] = await Promise.all([
  startFakeOpenAI({ port, apiKey: 'sk-e2e' }),
  startFakeAnthropic({ port: port + 1, apiKey: 'sk-ant-e2e' }),
]);
console.log(`fake OpenAI at ${openai.url}, fake Anthropic at ${anthropic.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(
    signal,
    () => void Promise.all([openai.close(), anthropic.close()]).then(() => process.exit(0)),
  );
