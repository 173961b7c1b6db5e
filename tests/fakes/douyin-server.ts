// Runs the loopback Douyin Open Platform on a fixed port for the browser tests:
// `tsx tests/fakes/douyin-server.ts PORT`.
import { startFakeDouyin } from './douyin';

const port = Number(process.argv[2] ?? 8807);
const douyin = await startFakeDouyin({ port });
douyin.video(douyin.user.open_id, { item_id: 'v-1', title: 'First video' });
douyin.video(douyin.user.open_id, { item_id: 'p-1', title: 'A picture post', media_type: 2 });
console.log(`fake Douyin listening at ${douyin.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void douyin.close().then(() => process.exit(0)));
