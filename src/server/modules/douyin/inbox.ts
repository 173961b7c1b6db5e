// What the platform tells an account, turned into rows: a comment on its video or a private message becomes a
// queued event (once, whatever path brought it), a revoked authorization stops the account. Shared by the
// webhook and the comment poll; no platform call is made here.
import type { Database } from '../../db/client';
import { accountByOpenId, markReauthorize } from './accounts-repo';
import { queueDelivered, takeDelivery, type IncomingEvent } from './inbox-repo';

export interface WebhookBody {
  event: string;
  from_user_id?: string;
  to_user_id?: string;
  content?: unknown;
}

type Fields = Record<string, unknown>;
const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
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
 * Takes one delivery (once by its Msg-Id, in any process) and stores what it says; answers whether a new
 * event was queued for the reply engine. A comment or message is one statement (the hot path of a burst).
 */
export async function takeWebhookEvent(
  db: Database,
  msgId: string,
  body: WebhookBody,
  now: Date,
): Promise<boolean> {
  const comment = COMMENT_EVENTS.has(body.event);
  if (comment || body.event === 'im_receive_msg') {
    const content = contentOf(body);
    const event = comment ? commentEvent(body, content, now) : messageEvent(body, content, now);
    if (!event) {
      await takeDelivery(db, msgId, body.event, now);
      return false;
    }
    // What the account wrote itself (its own replies come back as events) is never answered.
    return queueDelivered(db, { msgId, event: body.event, at: now }, str(body.to_user_id), event);
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
