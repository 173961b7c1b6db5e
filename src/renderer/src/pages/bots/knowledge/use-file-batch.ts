// The files chosen, dropped or pasted at once: each checked here first (its type by extension, its size),
// then sent one after another, each as a source of its own with its own key. Where preparing them for search
// by meaning costs credits, each is priced first and they are sent only when the owner confirms (a file the
// server cannot read says so then, before anything is stored).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceQuote } from '@shared/api/bot-sources';
import { botSourcesService } from '../../../api/bot-sources';
import { readAsDataUrl, sourceName } from './file-check';
import { sendSource } from './use-add-source';

export interface FileItem {
  id: number;
  name: string;
  state: 'quoting' | 'quoted' | 'waiting' | 'sending' | 'added' | 'refused';
  /** 0–100 while it is sent. */
  progress?: number;
  message?: string;
  quote?: SourceQuote;
}

let nextId = 1;

export function useFileBatch(
  botId: string,
  priced: boolean,
  refusalOf: (file: File) => string | undefined,
) {
  const { t } = useTranslation();
  const [items, setItems] = useState<FileItem[]>([]);
  /** Each file's bytes as a data URL, read once for its price and its sending. */
  const read = useRef(new Map<number, { file: File; data?: string }>());
  const update = (id: number, changes: Partial<FileItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  const busy = items.some((item) => ['waiting', 'sending', 'quoting'].includes(item.state));
  const confirming = !busy && items.some((item) => item.state === 'quoted');

  const dataOf = async (item: FileItem): Promise<string | undefined> => {
    const entry = read.current.get(item.id)!;
    try {
      entry.data ??= await readAsDataUrl(entry.file);
      return entry.data;
    } catch {
      update(item.id, {
        state: 'refused',
        message: t('bots.knowledge.fileUnreadable', { name: item.name }),
      });
      return undefined;
    }
  };
  const refused = (item: FileItem, why: string) =>
    update(item.id, {
      state: 'refused',
      message: `${item.name}: ${why || t('errors.requestError')}`,
    });

  const sendOne = async (item: FileItem) => {
    update(item.id, { state: 'sending', progress: 0 });
    const data = await dataOf(item);
    if (data === undefined) return;
    const sent = await sendSource(
      botId,
      { kind: 'file', name: sourceName(item.name), data },
      (fraction) => update(item.id, { progress: Math.round(fraction * 100) }),
    );
    if ('source' in sent) update(item.id, { state: 'added', message: undefined });
    else refused(item, sent.refusal);
  };

  const quoteOne = async (item: FileItem) => {
    const data = await dataOf(item);
    if (data === undefined) return;
    try {
      const quote = await botSourcesService.quote({
        kind: 'file',
        name: sourceName(item.name),
        data,
      });
      update(item.id, { state: 'quoted', quote });
    } catch (error) {
      refused(item, error instanceof Error ? error.message : '');
    }
  };

  const take = async (files: File[]) => {
    if (files.length === 0 || busy) return;
    read.current.clear();
    const batch = files.map((file) => {
      const message = refusalOf(file);
      const item: FileItem = {
        id: nextId++,
        name: file.name,
        state: message ? 'refused' : priced ? 'quoting' : 'waiting',
        message,
      };
      read.current.set(item.id, { file });
      return item;
    });
    setItems(batch);
    for (const item of batch) {
      if (item.state === 'waiting') await sendOne(item);
      if (item.state === 'quoting') await quoteOne(item);
    }
  };

  /** The owner confirmed the price: the priced files are sent. */
  const confirm = async () => {
    const quoted = items.filter((item) => item.state === 'quoted');
    for (const item of quoted) update(item.id, { state: 'waiting' });
    for (const item of quoted) await sendOne(item);
  };

  const cancel = () => {
    read.current.clear();
    setItems([]);
  };

  return { items, busy, confirming, take, confirm, cancel };
}
