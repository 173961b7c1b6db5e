// One result at full size in a modal on the native <dialog>: focus stays inside, Esc closes it, and focus
// goes back to the thumbnail that opened it.
import { useRef } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';
import { useTranslation } from 'react-i18next';
import type { TaskImage } from '@shared/api/tasks';
import { fileUrl } from '../../api/upload';
import { CloseIcon } from './ImagePicker';
import './image-viewer.css';

export function ImageViewer(props: {
  image: TaskImage;
  title: string;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref);
  const { image } = props;
  return (
    <dialog
      ref={ref}
      className="task-viewer"
      aria-label={props.title}
      data-testid="image-viewer"
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) props.onClose();
      }}
    >
      <div className="task-viewer-bar">
        <span className="task-viewer-title">
          {props.title} · {t('tools.picker.size', { width: image.width, height: image.height })}
        </span>
        <button
          type="button"
          className="btn"
          data-testid="viewer-download"
          onClick={props.onDownload}
        >
          {t('tools.results.download')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="viewer-close"
          aria-label={t('tools.results.close')}
          title={t('tools.results.close')}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <img
        className="task-viewer-image"
        src={fileUrl(image.url)}
        alt={props.title}
        width={image.width}
        height={image.height}
      />
    </dialog>
  );
}
