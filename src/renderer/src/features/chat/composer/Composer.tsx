// Where the user writes. Enter sends, Shift+Enter breaks the line (and Enter inside an input method's
// composition is left to it), Escape stops an answer being written. The text box grows with its text; images
// come from the button, a paste or a drop. A long message shows its price first. A refused message comes
// back into the box, and an unsent one is kept for its conversation (use-draft.ts), so nothing typed is lost.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_CHARS, type ChatImage } from '@shared/api/chat';
import type { ConversationSettings } from '@shared/api/chat-conversation';
import type { ModelInfo } from '@shared/api/model';
import { AlertIcon, CloseIcon, ImageIcon, SendIcon, StopIcon } from '../icons';
import { AttachmentStrip } from './AttachmentStrip';
import { PriceHint } from './PriceHint';
import { imageFiles, useAttachments } from './use-attachments';
import { platform, type ImageChoice } from '../../../platform';
import { usePriceHint } from './use-price-hint';
import { useDraft } from './use-draft';
import './composer.css';

/** The count of characters shows from this share of the limit on. */
const COUNT_FROM = 0.8;

export interface ComposerProps {
  running: boolean;
  /** The chosen model (its vision decides whether images may go). */
  model?: ModelInfo;
  /** The chosen model may be used by this account now. */
  modelUsable: boolean;
  conversationId?: string;
  /** A new conversation's character and settings, priced with its first message. */
  draft?: { characterId?: string; settings?: ConversationSettings };
  placeholder: string;
  /** The model picker, shown in the tool row. */
  picker: ReactNode;
  /** The server's refusal of the last send, if any. */
  notice?: ReactNode;
  onSend(text: string, images: ChatImage[]): Promise<'accepted' | 'refused'>;
  onStop(): void;
}

export function Composer(props: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useDraft(props.conversationId);
  const [problem, setProblem] = useState<string>();
  const area = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const attachments = useAttachments(setProblem);
  const vision = props.model?.vision ?? false;
  const price = usePriceHint({
    text,
    model: props.model?.id,
    conversationId: props.conversationId,
    draft: props.draft,
    images: attachments.items.length,
    enabled: props.modelUsable,
  });

  useLayoutEffect(() => {
    // Grow with the text up to the CSS max-height, then scroll inside.
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  const tooLong = text.length > MAX_MESSAGE_CHARS;
  const blockedImages = attachments.items.length > 0 && !vision;
  const canSend =
    text.trim().length > 0 &&
    !tooLong &&
    !props.running &&
    props.modelUsable &&
    !attachments.uploading &&
    !blockedImages;

  const submit = async () => {
    if (!canSend) return;
    const sent = text;
    setText('');
    setProblem(undefined);
    const result = await props.onSend(sent, attachments.ready);
    if (result === 'accepted') attachments.clear();
    // Refused: the text comes back, unless something new was typed meanwhile.
    else setText((current) => current || sent);
    area.current?.focus();
  };

  const addImages = (list: ImageChoice[]) => {
    if (list.length === 0) return;
    if (!vision) {
      setProblem(t('chat.composer.noVision', { model: props.model?.label ?? '' }));
      return;
    }
    void attachments.add(list);
  };

  return (
    <form
      className="composer"
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const dropped = imageFiles(event.dataTransfer.files);
        if (dropped.length === 0) return;
        event.preventDefault();
        addImages(dropped);
      }}
    >
      {props.notice}
      {(problem || blockedImages) && (
        <div className="composer-problem" role="alert" data-testid="composer-problem">
          <AlertIcon size={16} />
          <span>{problem ?? t('chat.composer.noVision', { model: props.model?.label ?? '' })}</span>
          {problem && (
            <button
              type="button"
              className="chat-icon-btn"
              aria-label={t('chat.dismiss')}
              onClick={() => setProblem(undefined)}
            >
              <CloseIcon size={14} />
            </button>
          )}
        </div>
      )}
      <div className="composer-box">
        <AttachmentStrip items={attachments.items} onRemove={attachments.remove} />
        <textarea
          ref={area}
          className="composer-input"
          data-testid="chat-input"
          rows={1}
          value={text}
          placeholder={props.placeholder}
          aria-label={t('chat.composer.label')}
          aria-describedby="composer-hint"
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            } else if (event.key === 'Escape' && props.running) {
              event.preventDefault();
              props.onStop();
            }
          }}
          onPaste={(event) => {
            const pasted = imageFiles(event.clipboardData.files);
            if (pasted.length === 0) return;
            event.preventDefault();
            addImages(pasted);
          }}
        />
        <div className="composer-tools">
          {props.picker}
          {!platform.pickImages && (
            <input
              ref={files}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              hidden
              data-testid="chat-image-input"
              onChange={(event) => {
                addImages(imageFiles(event.target.files));
                event.target.value = '';
              }}
            />
          )}
          <button
            type="button"
            className="chat-icon-btn"
            data-testid="chat-attach"
            aria-label={t('chat.composer.attach')}
            title={vision ? t('chat.composer.attach') : t('chat.composer.noVisionShort')}
            aria-disabled={!vision}
            onClick={() => {
              if (!vision)
                setProblem(t('chat.composer.noVision', { model: props.model?.label ?? '' }));
              // The desktop app chooses in main's own dialog: the page never holds a path.
              else if (platform.pickImages) void platform.pickImages(true).then(addImages);
              else files.current?.click();
            }}
          >
            <ImageIcon />
          </button>
          <span className="composer-spacer" />
          <PriceHint count={price} />
          {text.length > MAX_MESSAGE_CHARS * COUNT_FROM && (
            <span
              className={tooLong ? 'composer-count composer-count-over' : 'composer-count'}
              data-testid="char-count"
            >
              {t('chat.composer.count', { length: text.length, max: MAX_MESSAGE_CHARS })}
            </span>
          )}
          {props.running ? (
            <button
              type="button"
              className="composer-send composer-stop"
              data-testid="chat-stop"
              aria-label={t('chat.composer.stop')}
              title={t('chat.composer.stopHint')}
              onClick={props.onStop}
            >
              <StopIcon />
            </button>
          ) : (
            <button
              type="submit"
              className="composer-send"
              data-testid="chat-send"
              aria-label={t('chat.composer.send')}
              title={t('chat.composer.send')}
              disabled={!canSend}
            >
              <SendIcon />
            </button>
          )}
        </div>
      </div>
      <p id="composer-hint" className="composer-hint">
        {t('chat.composer.hint')}
      </p>
    </form>
  );
}
