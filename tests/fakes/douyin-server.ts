// Runs the loopback Douyin Open Platform on a fixed port for the browser tests and the webhook benchmark:
// `tsx tests/fakes/douyin-server.ts PORT`. They run in another process, so they steer it through
// the `/__…` routes: who authorizes next, a video of theirs, a signed webhook sent to the app, the replies.
import { startFakeDouyin } from './douyin';
import { httpTransport, type WebhookEvent } from './douyin-webhooks';

const port = Number(process.argv[2] ?? 8807);
const douyin = await startFakeDouyin({
  port,
  control: {
    /** `{open_id, nickname}`: who the next consent signs in as (each test its own, as an account has one owner). */
    '/__user': (body) => {
      douyin.user = {
        open_id: String(body.open_id),
        nickname: String(body.nickname ?? body.open_id),
        avatar: douyin.user.avatar,
      };
    },
    /** `{open_id, item_id, title}`: a video of that user. */
    '/__video': (body) => {
      douyin.video(String(body.open_id), {
        item_id: String(body.item_id),
        title: String(body.title ?? body.item_id),
      });
    },
    /** `{url, event}`: the event signed with the app's secret and posted to `url`; answers the app's answer. */
    '/__webhook': async (body) => {
      const [answer] = await douyin.webhooks.deliver(
        [httpTransport(String(body.url))],
        [body.event as WebhookEvent],
      );
      return answer;
    },
    /** The replies the app sent so far, oldest first. */
    '/__replies': () => douyin.replies,
    /** How many replies the app sent so far (a benchmark counts them as they come). */
    '/__replies/count': () => ({ count: douyin.replies.length }),
    /** The app's settings for this fake: DOUYIN_CLIENT_KEY, DOUYIN_CLIENT_SECRET and DOUYIN_BASE_URL. */
    '/__env': () => douyin.env,
  },
});
douyin.video(douyin.user.open_id, { item_id: 'v-1', title: 'First video' });
douyin.video(douyin.user.open_id, { item_id: 'p-1', title: 'A picture post', media_type: 2 });
console.log(`fake Douyin listening at ${douyin.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void douyin.close().then(() => process.exit(0)));
