// Files chosen, dropped or pasted: each is checked here first (its type by extension, its size), then sent
// as a source of its own, one after another, each with its own key. What happened to each file is listed
// under the drop area, a refusal with its reason.
import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_FILE_TYPES, SOURCE_LIMITS } from '@shared/api/bot-sources';
import { checkFile, readAsDataUrl, sourceName } from './file-check';
import { formatBytes, formatPercent } from './format';
import { sendSource } from './use-add-source';

export interface FileItem {
  id: number;
  name: string;
  state: 'waiting' | 'sending' | 'added' | 'refused';
  /** 0–100 while it is sent. */
  progress?: number;
  message?: string;
}

let nextId = 1;

export function AddFiles(props: { botId: string }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [items, setItems] = useState<FileItem[]>([]);
  const sending = items.some((item) => item.state === 'waiting' || item.state === 'sending');
  const update = (id: number, changes: Partial<FileItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  const locale = i18n.language;

  const refusalOf = (file: File): string | undefined => {
    const reason = checkFile(file);
    const max = formatBytes(SOURCE_LIMITS.fileBytes, locale);
    if (reason === 'type')
      return t('bots.knowledge.fileType', { name: file.name, types: SOURCE_FILE_TYPES.join(' ') });
    if (reason === 'size')
      return t('bots.knowledge.fileTooLarge', {
        name: file.name,
        size: formatBytes(file.size, locale),
        max,
      });
    if (reason === 'empty') return t('bots.knowledge.fileEmpty', { name: file.name });
    return undefined;
  };

  const sendOne = async (item: FileItem, file: File) => {
    update(item.id, { state: 'sending', progress: 0 });
    let data: string;
    try {
      data = await readAsDataUrl(file);
    } catch {
      update(item.id, {
        state: 'refused',
        message: t('bots.knowledge.fileUnreadable', { name: item.name }),
      });
      return;
    }
    const sent = await sendSource(
      props.botId,
      { kind: 'file', name: sourceName(file.name), data },
      (fraction) => update(item.id, { progress: Math.round(fraction * 100) }),
    );
    if ('source' in sent) update(item.id, { state: 'added', message: undefined });
    else
      update(item.id, {
        state: 'refused',
        message: `${file.name}: ${sent.refusal || t('errors.requestError')}`,
      });
  };

  const take = async (files: File[]) => {
    if (files.length === 0 || sending) return;
    const batch = files.map((file) => {
      const message = refusalOf(file);
      const item: FileItem = {
        id: nextId++,
        name: file.name,
        state: message ? 'refused' : 'waiting',
        message,
      };
      return { item, file };
    });
    setItems(batch.map(({ item }) => item));
    for (const { item, file } of batch) if (item.state === 'waiting') await sendOne(item, file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(Array.from(event.dataTransfer?.files ?? []));
  };
  const onPaste = (event: ClipboardEvent) => {
    // Text pasted elsewhere is left alone; only files are taken.
    if (!event.clipboardData?.files.length) return;
    event.preventDefault();
    void take(Array.from(event.clipboardData.files));
  };

  return (
    <div className="knowledge-form">
      <div
        className={`knowledge-drop${over ? ' over' : ''}`}
        data-testid="knowledge-drop"
        onDragOver={(event) => {
          event.preventDefault();
          if (!over) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        <button
          type="button"
          className="btn btn-primary"
          disabled={sending}
          aria-describedby="knowledge-files-hint"
          onClick={() => input.current?.click()}
          data-testid="knowledge-file-choose"
        >
          {t('bots.knowledge.choose')}
        </button>
        <span className="knowledge-drop-or">{t('bots.knowledge.drop')}</span>
        <span className="form-hint" id="knowledge-files-hint">
          {t('bots.knowledge.filesHint', { max: formatBytes(SOURCE_LIMITS.fileBytes, locale) })}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={SOURCE_FILE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="knowledge-file-input"
          onChange={(event) => {
            void take(Array.from(event.target.files ?? []));
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="knowledge-files" aria-live="polite" data-testid="knowledge-files">
          {items.map((item) => (
            <FileRow key={item.id} item={item} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FileRow({ item, locale }: { item: FileItem; locale: string }) {
  const { t } = useTranslation();
  const text =
    item.state === 'refused'
      ? item.message
      : item.state === 'added'
        ? t('bots.knowledge.fileAdded', { name: item.name })
        : item.state === 'waiting'
          ? t('bots.knowledge.fileWaiting', { name: item.name })
          : t('bots.knowledge.sendingFile', {
              name: item.name,
              percent: formatPercent(item.progress ?? 0, locale),
            });
  return (
    <li
      className={`knowledge-file ${item.state}`}
      data-state={item.state}
      data-testid="knowledge-file"
      role={item.state === 'refused' ? 'alert' : undefined}
    >
      {text}
    </li>
  );
}
