// The actions under a message: copy; for answers regenerate (the last one, optionally with another model),
// like and dislike; for the user's messages edit and resend; star and delete for both.
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { regenerate } from '../actions';
import { rate, removeMessage } from '../message-ops';
import { useConfirm } from '../confirm';
import { CopyButton } from '../CopyButton';
import { ModelPicker } from '../composer/ModelPicker';
import { useModelAccess } from '../composer/model-access';
import {
  ChevronDownIcon,
  EditIcon,
  RegenerateIcon,
  StarIcon,
  ThumbDownIcon,
  ThumbUpIcon,
  TrashIcon,
} from '../icons';

function RegenerateWith({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const { models, access } = useModelAccess();
  return (
    <ModelPicker
      models={models}
      access={access}
      value={message.model ?? undefined}
      onChange={(model) => regenerate(message.id, model)}
      placement="down"
      label={t('chat.message.regenerateWith')}
      testId="regenerate-with"
      trigger={<ChevronDownIcon size={14} />}
    />
  );
}

export function MessageActions(props: {
  message: ChatMessage;
  /** The conversation's last answer, with nothing being written: it may be written again. */
  canRegenerate: boolean;
  /** Nothing is being written: a question may be edited and sent again. */
  idle: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { message } = props;
  const answer = message.role === 'assistant';
  const local = message.id.startsWith('local-');
  if (local || message.status === 'streaming') return null;
  return (
    <div className="msg-actions" role="toolbar" aria-label={t('chat.message.actions')}>
      <CopyButton text={() => message.content} label={t('chat.message.copy')} testId="msg-copy" />
      {answer && props.canRegenerate && (
        <span className="msg-regenerate">
          <button
            type="button"
            className="chat-icon-btn"
            data-testid="regenerate"
            aria-label={t('chat.message.regenerate')}
            title={t('chat.message.regenerate')}
            onClick={() => regenerate(message.id)}
          >
            <RegenerateIcon size={16} />
          </button>
          <RegenerateWith message={message} />
        </span>
      )}
      {!answer && props.idle && (
        <button
          type="button"
          className="chat-icon-btn"
          data-testid="msg-edit"
          aria-label={t('chat.message.edit')}
          title={t('chat.message.edit')}
          onClick={props.onEdit}
        >
          <EditIcon size={16} />
        </button>
      )}
      {answer && (
        <>
          <button
            type="button"
            className="chat-icon-btn"
            data-testid="msg-like"
            aria-label={t('chat.message.like')}
            title={t('chat.message.like')}
            aria-pressed={message.feedback === 'like'}
            onClick={() => void rate(message, message.feedback === 'like' ? 'unrate' : 'like')}
          >
            <ThumbUpIcon size={16} />
          </button>
          <button
            type="button"
            className="chat-icon-btn"
            data-testid="msg-dislike"
            aria-label={t('chat.message.dislike')}
            title={t('chat.message.dislike')}
            aria-pressed={message.feedback === 'dislike'}
            onClick={() =>
              void rate(message, message.feedback === 'dislike' ? 'unrate' : 'dislike')
            }
          >
            <ThumbDownIcon size={16} />
          </button>
        </>
      )}
      <button
        type="button"
        className="chat-icon-btn"
        data-testid="msg-star"
        aria-label={message.starred ? t('chat.message.unstar') : t('chat.message.star')}
        title={message.starred ? t('chat.message.unstar') : t('chat.message.star')}
        aria-pressed={message.starred}
        onClick={() => void rate(message, message.starred ? 'unstar' : 'star')}
      >
        <StarIcon size={16} filled={message.starred} />
      </button>
      {props.idle && (
        <button
          type="button"
          className="chat-icon-btn"
          data-testid="msg-remove"
          aria-label={t('chat.message.remove')}
          title={t('chat.message.remove')}
          onClick={() =>
            confirm({
              title: t('chat.message.removeTitle'),
              content: t('chat.message.removeText'),
              okText: t('chat.message.remove'),
              onOk: () => removeMessage(message.id),
            })
          }
        >
          <TrashIcon size={16} />
        </button>
      )}
    </div>
  );
}
