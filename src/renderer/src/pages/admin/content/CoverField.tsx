// The post's cover: an image the admin uploads for the purpose `newsCover` (checked on this device first, then
// by the server), shown as it will be; readers load it from the app's own origin once the post is published.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminNewsPost } from '@shared/api/admin-news';
import { isBusy, useImageSlot } from '../../../features/tasks/use-image-slot';
import { platform, type ImageChoice } from '../../../platform';

export function CoverField(props: {
  value: AdminNewsPost['cover'];
  onChange(cover: AdminNewsPost['cover']): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const slot = useImageSlot('newsCover');
  const { state } = slot;
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  const ready = state.status === 'ready' ? state.image : undefined;
  useEffect(() => {
    if (ready) onChange.current({ uploadId: ready.id, url: state.preview ?? ready.url });
  }, [ready, state.preview]);

  const pick = (choices: ImageChoice[]) => {
    if (choices[0]) void slot.pick(choices[0]);
  };
  const choose = () => {
    if (platform.pickImages) void platform.pickImages(false).then(pick);
    else input.current?.click();
  };
  const busy = isBusy(state.status);
  const shown = busy ? state.preview : props.value?.url;
  return (
    <div className="admin-news-field" data-testid="news-cover" data-status={state.status}>
      <span id={`${id}-label`}>{t('admin.content.editor.cover')}</span>
      {shown && (
        <img className="admin-news-cover" src={shown} alt={t('admin.content.editor.coverAlt')} />
      )}
      <div className="admin-news-actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          aria-describedby={`${id}-label`}
          onClick={choose}
          data-testid="news-cover-choose"
        >
          {props.value
            ? t('admin.content.editor.coverReplace')
            : t('admin.content.editor.coverUpload')}
        </button>
        {props.value && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => {
              slot.clear();
              props.onChange(null);
            }}
            data-testid="news-cover-remove"
          >
            {t('admin.content.editor.coverRemove')}
          </button>
        )}
        {busy && (
          <span role="status">
            <span className="spinner" aria-hidden="true" /> {t(`tools.picker.${state.status}`)}
          </span>
        )}
      </div>
      {state.status === 'refused' && (
        <span className="form-error" role="alert" data-testid="news-cover-error">
          {state.message}
        </span>
      )}
      {!platform.pickImages && (
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="news-cover-input"
          onChange={(event) => {
            pick(Array.from(event.target.files ?? []).map((file) => platform.imageChoice(file)));
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      )}
    </div>
  );
}
