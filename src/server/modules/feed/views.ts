// Feed items and notices as callers see them. A listed item's picture is served from its own public
// address (by the item's number, never the file's id); a notice's picture is the owner's own file, through a
// signed address, so it shows even while the item is out of the feed.
import { FEED_IMAGE_PATH, type FeedItem, type FeedNotice } from '@shared/api/feed';
import type { ToolId } from '@shared/tools';
import type { Deps } from '../../deps';
import { signedFileUrl } from '../../files/signed-url';
import type { FeedRow } from './repo';
import type { noticePage } from './notices-repo';

type NoticeRow = Awaited<ReturnType<typeof noticePage>>['rows'][number];

export const feedImageUrl = (id: number, variant?: 'thumb') =>
  `${FEED_IMAGE_PATH}/${id}${variant ? `?v=${variant}` : ''}`;

/** An image model's name as the catalogue writes it; undefined for anything that is not one. */
export type ModelLabel = (model: string) => string | undefined;

/** The catalogue's name of an Imagine model (the other tools' "models" are their presets, named by the page). */
export const modelLabelOf = (label: ModelLabel, kind: string, model: string | null) =>
  kind === 'imagine' && model ? label(model) : undefined;

export function feedItemView(
  row: FeedRow,
  viewerId: string | undefined,
  label: ModelLabel,
): FeedItem {
  const { item } = row;
  return {
    id: String(item.id),
    kind: item.kind as ToolId,
    model: item.model ?? undefined,
    modelLabel: modelLabelOf(label, item.kind, item.model),
    prompt: item.prompt ?? undefined,
    settings: item.settings ?? undefined,
    url: feedImageUrl(item.id),
    thumbUrl: feedImageUrl(item.id, 'thumb'),
    width: item.width,
    height: item.height,
    likes: item.likeCount,
    liked: row.liked,
    author: { name: row.authorName },
    mine: item.userId === viewerId,
    status: item.status,
    publishedAt: item.publishedAt.toISOString(),
  };
}

export function noticeView(deps: Deps, row: NoticeRow): FeedNotice {
  const { notice } = row;
  return {
    id: String(notice.id),
    kind: notice.kind,
    item: {
      id: String(notice.itemId),
      thumbUrl: signedFileUrl(deps, row.uploadId, undefined, 'thumb'),
    },
    actor: row.actorName ? { name: row.actorName } : undefined,
    likes: row.likes,
    unread: notice.unread,
    updatedAt: notice.updatedAt.toISOString(),
  };
}
