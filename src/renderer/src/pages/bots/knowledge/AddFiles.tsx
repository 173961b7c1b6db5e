// Files chosen, dropped or pasted: each is checked here first (its type by extension, its size), then sent
// as a source of its own (./use-file-batch.ts), or, where preparing them for search by meaning costs credits,
// priced first and sent once the owner confirms. What happened to each file is listed under the drop area, a
// refusal with its reason.
import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_FILE_TYPES, SOURCE_LIMITS } from '@shared/api/bot-sources';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useKnowledgeSearch } from '../../../queries/bot-sources';
import { checkFile } from './file-check';
import { formatBytes, formatPercent } from './format';
import { useQuoteWords } from './QuoteLine';
import { isPriced } from './SearchNotice';
import { useFileBatch, type FileItem } from './use-file-batch';

export function AddFiles(props: { botId: string }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
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
  const priced = isPriced(useKnowledgeSearch(props.botId));
  const { items, busy, confirming, take, confirm, cancel } = useFileBatch(
    props.botId,
    priced,
    refusalOf,
  );
  const sending = busy || confirming;

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
      {confirming && <Confirm items={items} onConfirm={() => void confirm()} onCancel={cancel} />}
    </div>
  );
}

/** The priced files' total, and the owner's choice to add them or not. */
function Confirm(props: { items: FileItem[]; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const quoted = props.items.filter((item) => item.quote && item.state === 'quoted');
  const credits = quoted.reduce((sum, item) => sum + item.quote!.credits, 0);
  const short = quoted.some((item) => !item.quote!.affordable);
  return (
    <div className="knowledge-confirm" data-testid="knowledge-files-confirm">
      <p aria-live="polite">
        {t('bots.search.filesTotal', { credits: fmt.credits(credits) })}
        {short && <span className="form-error knowledge-short"> {t('bots.search.short')}</span>}
      </p>
      <button type="button" className="btn" onClick={props.onCancel}>
        {t('bots.search.cancel')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        onClick={props.onConfirm}
        data-testid="knowledge-files-add"
      >
        {t('bots.search.addFiles', { count: quoted.length })}
      </button>
    </div>
  );
}

function FileRow({ item, locale }: { item: FileItem; locale: string }) {
  const { t } = useTranslation();
  const quoteWords = useQuoteWords();
  const text =
    item.state === 'refused'
      ? item.message
      : item.state === 'added'
        ? t('bots.knowledge.fileAdded', { name: item.name })
        : item.state === 'quoting'
          ? t('bots.search.fileCounting', { name: item.name })
          : item.state === 'quoted' && item.quote
            ? quoteWords(item.quote, item.name)
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
