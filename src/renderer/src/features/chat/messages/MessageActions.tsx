// The actions under a message: copy; for answers regenerate (the last one, optionally with another model),
// like and dislike; for the user's messages edit and resend; star and delete for both.
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { regenerate } from '../conversation-actions';
import { rate, removeMessage } from '../message-ops';
import { useConfirm } from '../../../components/Confirm';
import { CopyButton } from '../CopyButton';
import { IconButton } from '../../../components/IconButton';
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
          <IconButton
            label={t('chat.message.regenerate')}
            testId="regenerate"
            onClick={() => regenerate(message.id)}
          >
            <RegenerateIcon size={16} />
          </IconButton>
          <RegenerateWith message={message} />
        </span>
      )}
      {!answer && props.idle && (
        <IconButton label={t('chat.message.edit')} testId="msg-edit" onClick={props.onEdit}>
          <EditIcon size={16} />
        </IconButton>
      )}
      {answer && (
        <>
          <IconButton
            label={t('chat.message.like')}
            testId="msg-like"
            pressed={message.feedback === 'like'}
            onClick={() => void rate(message, message.feedback === 'like' ? 'unrate' : 'like')}
          >
            <ThumbUpIcon size={16} />
          </IconButton>
          <IconButton
            label={t('chat.message.dislike')}
            testId="msg-dislike"
            pressed={message.feedback === 'dislike'}
            onClick={() =>
              void rate(message, message.feedback === 'dislike' ? 'unrate' : 'dislike')
            }
          >
            <ThumbDownIcon size={16} />
          </IconButton>
        </>
      )}
      <IconButton
        label={message.starred ? t('chat.message.unstar') : t('chat.message.star')}
        testId="msg-star"
        pressed={message.starred}
        onClick={() => void rate(message, message.starred ? 'unstar' : 'star')}
      >
        <StarIcon size={16} filled={message.starred} />
      </IconButton>
      {props.idle && (
        <IconButton
          label={t('chat.message.remove')}
          testId="msg-remove"
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
        </IconButton>
      )}
    </div>
  );
}
