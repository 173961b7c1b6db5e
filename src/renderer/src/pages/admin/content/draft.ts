// A post as the editor holds it, between what the server answered and what a save sends: the languages' text,
// the cover (sent only when the admin changed it, so a shipped post's own cover stays), and the time as the
// <input type="datetime-local"> writes it, in the computer's time zone.
import type { AdminNewsPost, NewsSaveBody, NewsTranslation } from '@shared/api/admin-news';

export interface NewsDraft {
  versions: NewsTranslation[];
  cover: AdminNewsPost['cover'];
  coverChanged: boolean;
  /** No time: not shown to readers. */
  draft: boolean;
  /** `YYYY-MM-DDTHH:mm`, local time. */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as datetime-local writes it. */
export function localTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function draftOf(post: AdminNewsPost | undefined, now = new Date()): NewsDraft {
  return {
    versions: post?.versions.map(({ locale, title, body }) => ({ locale, title, body })) ?? [
      { locale: 'en-US', title: '', body: '' },
    ],
    cover: post?.cover ?? null,
    coverChanged: false,
    draft: post ? post.publishedAt === null : true,
    time: localTime(post?.publishedAt ? new Date(post.publishedAt) : now),
  };
}

export function saveBodyOf(draft: NewsDraft, post: AdminNewsPost | undefined): NewsSaveBody {
  const at = new Date(draft.time);
  return {
    ...(post ? { id: post.id, revision: post.revision } : {}),
    versions: draft.versions,
    ...(draft.coverChanged ? { coverUploadId: draft.cover?.uploadId ?? null } : {}),
    // A time the browser cannot read is sent as written: the server says what is wrong with it.
    publishedAt: draft.draft ? null : Number.isNaN(at.getTime()) ? draft.time : at.toISOString(),
  };
}

/** Whether the draft differs from what it was made from (the guard against losing it asks then). */
export const sameDraft = (a: NewsDraft, b: NewsDraft) => JSON.stringify(a) === JSON.stringify(b);
