// Where the two halves of the Douyin module meet. The platform half (OAuth, tokens, webhooks, the comment poll,
// calls to Douyin) stores every comment or message received as a `queued` event and pokes the reply queue; the
// reply half (rules, the engine) claims queued events, decides and asks the platform half to send.
import type { douyinAccounts, douyinEvents } from '../../db/schema';

export type AccountRow = typeof douyinAccounts.$inferSelect;
export type EventRow = typeof douyinEvents.$inferSelect;

// The platform client (infrastructure, which imports no module) throws it, so it is defined there.
export { DouyinCallError } from '../../providers/douyin/errors';

/** The platform half: sends a reply with the account's token (renewed first when due). */
export interface ReplySender {
  /** Answers the reply's id on the platform; throws `DouyinCallError` when the platform refuses. */
  send(account: AccountRow, event: EventRow, text: string): Promise<{ replyId: string }>;
  /** A video's title from the account's video list (null when not found among its latest videos). */
  videoTitle(account: AccountRow, itemId: string): Promise<string | null>;
  /** The account's latest comments on its videos, for a dry run on real text (newest first). */
  recentComments(
    account: AccountRow,
    limit: number,
  ): Promise<Array<{ text: string; nickname: string; itemId: string }>>;
}

/** The reply half: told that new events are queued (they are claimed from the table, so a poke may be lost). */
export interface ReplyQueue {
  poke(): void;
}
