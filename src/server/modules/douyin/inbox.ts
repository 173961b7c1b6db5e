// What the platform tells an account, turned into rows: a comment on its video or a private message becomes a
// queued event (once, whatever path brought it), a revoked authorization stops the account. Shared by the
// webhook and the comment poll; no platform call is made here.
import type { Database } from '../../db/client';
import { accountByOpenId, markReauthorize } from './accounts-repo';
import { groupCommit } from '../../db/group-commit';
import { queueDelivered, takeDelivery, type Delivered, type IncomingEvent } from './inbox-repo';

export interface WebhookBody {
  event: string;
  from_user_id?: string;
  to_user_id?: string;
  content?: unknown;
}

type Fields = Record<string, unknown>;
// A NUL cannot be stored in text (nor passed in JSON to the database), so it is dropped.
const str = (value: unknown) =>
  typeof value === 'string'
    ? value.replaceAll('\u0000', '')
    : typeof value === 'number'
      ? String(value)
      : '';
const when = (seconds: unknown, now: Date) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : now;

/** `content` is a JSON string on the wire (an object only in verify_webhook). */
export function contentOf(body: WebhookBody): Fields {
  if (typeof body.content === 'string') {
    try {
      const parsed: unknown = JSON.parse(body.content);
      return parsed && typeof parsed === 'object' ? (parsed as Fields) : {};
    } catch {
      return {};
    }
  }
  return body.content && typeof body.content === 'object' ? (body.content as Fields) : {};
}

function commentEvent(body: WebhookBody, c: Fields, now: Date): IncomingEvent | null {
  const externalId = str(c.comment_id);
  if (!externalId) return null;
  return {
    kind: 'comment',
    externalId,
    itemId: str(c.reply_to_item_id) || str(c.item_id) || null,
    fromUserId: str(c.comment_user_id) || str(body.from_user_id),
    nickname: str(c.nick_name) || str(c.nickname),
    text: str(c.content),
    receivedAt: when(c.create_time, now),
  };
}

function messageEvent(body: WebhookBody, c: Fields, now: Date): IncomingEvent | null {
  const externalId = str(c.server_message_id) || str(c.message_id) || str(c.msg_id);
  if (!externalId) return null;
  const from = str(body.from_user_id);
  const users = Array.isArray(c.user_infos) ? (c.user_infos as Fields[]) : [];
  const sender = users.find((user) => str(user.open_id) === from);
  return {
    kind: 'message',
    externalId,
    conversationId: str(c.conversation_short_id) || str(c.conversation_id) || null,
    fromUserId: from,
    nickname: str(sender?.nick_name),
    // Image and video messages carry no address: only their kind is known.
    text:
      str(c.text) ||
      (str(c.message_type) && str(c.message_type) !== 'text' ? `[${str(c.message_type)}]` : ''),
    receivedAt: when(c.create_time, now),
  };
}

export const COMMENT_EVENTS = new Set(['item_comment_reply', 'comment_reply']);

/**
 * Takes deliveries (once by their Msg-Id, in any process) and stores what they say; answers whether a new
 * event was queued for the reply engine. Comments and messages, the bulk of a burst, are written in batches:
 * those that arrive together share one statement, and each answer waits for its own batch's commit.
 */
export function webhookInbox(db: Database, clock: () => Date) {
  const queueBatch = groupCommit<Delivered, boolean>(async (deliveries) => {
    // A Msg-Id twice in one batch is written once; its second copy is answered as a repeat.
    const seen = new Set<string>();
    const unique: Delivered[] = [];
    const slots = deliveries.map((delivery) => {
      if (seen.has(delivery.msgId)) return -1;
      seen.add(delivery.msgId);
      return unique.push(delivery) - 1;
    });
    const queued = await queueDelivered(db, unique, clock());
    return slots.map((slot) => slot >= 0 && queued[slot] === true);
  });
  async function take(msgId: string, body: WebhookBody, now: Date): Promise<boolean> {
    const comment = COMMENT_EVENTS.has(body.event);
    if (comment || body.event === 'im_receive_msg') {
      const content = contentOf(body);
      const incoming = comment
        ? commentEvent(body, content, now)
        : messageEvent(body, content, now);
      if (!incoming) {
        await takeDelivery(db, msgId, body.event, now);
        return false;
      }
      // What the account wrote itself (its own replies come back as events) is never answered.
      return queueBatch.add({ msgId, event: body.event, openId: str(body.to_user_id), incoming });
    }
    // Taken with what it changes, so a failure leaves the platform's retry to do it.
    await db.transaction(async (tx) => {
      if (!(await takeDelivery(tx, msgId, body.event, now))) return;
      if (body.event !== 'unauthorize') return;
      const account = await accountByOpenId(tx, str(body.from_user_id));
      if (account) await markReauthorize(tx, account.id, now);
    });
    return false;
  }
  return { take, busy: queueBatch.busy };
}

export type WebhookInbox = ReturnType<typeof webhookInbox>;
