// Reports (POST /api/man): a signed-in user tells the moderators about a feed item, a public character or a
// public bot, with a reason. Enough open reports take a feed item out of the feed until a moderator looks.
import * as z from 'zod/mini';
import { defineRoute } from './http';

export const REPORT_TARGETS = ['feed', 'character', 'bot'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  'sexual',
  'violence',
  'hate',
  'illegal',
  'political',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_CHARS = 500;

export const reportBody = z.object({
  kind: z.enum(REPORT_TARGETS),
  /** The feed item's number, or the character's or bot's id. */
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  reason: z.enum(REPORT_REASONS, { error: 'community.report.reasonRequired' }),
  details: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(REPORT_DETAILS_CHARS, { error: 'community.report.detailsTooLong' }),
      ),
  ),
});
export type ReportBody = z.input<typeof reportBody>;

export const reportApi = {
  /** Reports a target once per user while the report is open; a repeat answers the same report. */
  man: defineRoute({
    method: 'POST',
    path: '/api/man',
    body: reportBody,
    data: z.object({ id: z.string(), status: z.literal('open') }),
    auth: true,
  }),
} as const;
