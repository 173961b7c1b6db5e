// Remix: a tool's page opened with `?remix=<feed item>` fills its form with the settings that picture's owner
// shows, once, when the item arrives (the tool decides what of them it takes). The page's own price line then
// shows what Generate will cost, as for any other choice.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FeedItem } from '@shared/api/feed';
import { useFeedItem } from '../../queries/feed';

const ITEM_ID = /^\d{1,15}$/;

export function useRemix(apply: (item: FeedItem) => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('remix') ?? undefined;
  const id = asked && ITEM_ID.test(asked) ? asked : undefined;
  const item = useFeedItem(id);
  const applyRef = useRef(apply);
  const applied = useRef<string>(undefined);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (!item.data || applied.current === item.data.id) return;
    applied.current = item.data.id;
    applyRef.current(item.data);
  }, [item.data]);
  return {
    item: id ? item.data : undefined,
    error: id ? item.error : null,
    dismiss() {
      params.delete('remix');
      setParams(params, { replace: true });
    },
  };
}

/** A remixed setting of one of `offered`, else undefined. */
export function offered<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.includes(value as T) ? (value as T) : undefined;
}
