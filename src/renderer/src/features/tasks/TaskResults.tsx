// The images a task made: thumbnails that open full size, each with its size and a download button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskImage, TaskView } from '@shared/api/tasks';
import { fileUrl } from '../../api/upload';
import { downloadImage } from './download';
import { ImageViewer } from './ImageViewer';
import './task-panel.css';

export function TaskResults(props: { task: TaskView }) {
  const { t } = useTranslation();
  const { task } = props;
  const [open, setOpen] = useState<number>();
  if (task.images.length === 0) return null;
  const name = (index: number) => `atrium-${task.kind}-${task.id.slice(0, 8)}-${index + 1}`;
  const title = (index: number) => t('tools.results.image', { n: index + 1 });
  const save = (image: TaskImage, index: number) =>
    void downloadImage(fileUrl(image.url), name(index));
  const shown = open === undefined ? undefined : task.images[open];
  return (
    <section className="task-results" aria-label={t('tools.results.label')}>
      <ul
        className={`task-results-grid count-${Math.min(task.images.length, 4)}`}
        data-testid="task-results"
      >
        {task.images.map((image, index) => (
          <li key={image.id} className="task-result" data-testid="task-result">
            <button
              type="button"
              className="task-result-open"
              aria-label={t('tools.results.open', { n: index + 1 })}
              data-testid="task-result-open"
              onClick={() => setOpen(index)}
            >
              <img
                src={fileUrl(image.thumbUrl)}
                alt=""
                loading="lazy"
                width={image.width}
                height={image.height}
                style={{ aspectRatio: `${image.width} / ${image.height}` }}
              />
            </button>
            <div className="task-result-bar">
              <span className="task-result-size" data-testid="task-result-size">
                {t('tools.picker.size', { width: image.width, height: image.height })}
              </span>
              <button
                type="button"
                className="btn btn-ghost"
                data-testid="task-result-download"
                onClick={() => save(image, index)}
              >
                {t('tools.results.download')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {shown && open !== undefined && (
        <ImageViewer
          image={shown}
          title={title(open)}
          onDownload={() => save(shown, open)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}
