// Thumbnails of the images going with the next message, each with a remove button.
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import type { Attachment } from './use-attachments';

export function AttachmentStrip(props: { items: Attachment[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (props.items.length === 0) return null;
  return (
    <ul className="composer-images" aria-label={t('chat.composer.images')}>
      {props.items.map((item) => (
        <li
          key={item.key}
          className="composer-image"
          data-testid="composer-image"
          data-status={item.status}
        >
          <img src={item.preview} alt={item.name} />
          {item.status === 'uploading' && (
            <span className="composer-image-busy" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="sr-only">{t('chat.composer.uploading')}</span>
            </span>
          )}
          <button
            type="button"
            className="composer-image-remove"
            aria-label={t('chat.composer.removeImage', { name: item.name })}
            title={t('chat.composer.removeImage', { name: item.name })}
            onClick={() => props.onRemove(item.key)}
          >
            <CloseIcon size={12} />
          </button>
        </li>
      ))}
    </ul>
  );
}
