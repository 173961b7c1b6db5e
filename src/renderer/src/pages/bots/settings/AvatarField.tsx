// The bot's picture: uploaded for the purpose `avatar` (checked on this device first, then by the server),
// and kept as the upload's id; removing it leaves the name's first letter.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BotAvatar } from '../../../features/bots/BotAvatar';
import { isBusy, useImageSlot } from '../../../features/tasks/use-image-slot';
import { platform, type ImageChoice } from '../../../platform';
import { ErrorText } from '../../../components/Field';
import type { FieldErrors } from './draft';

export function AvatarField(props: {
  name: string;
  value: string | null;
  /** What shows now: the saved picture's address or the local copy of a new one. */
  src: string | null;
  error?: FieldErrors[string];
  onChange(avatar: string | null, src: string | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const slot = useImageSlot('avatar');
  const { state } = slot;
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  const ready = state.status === 'ready' ? state.image : undefined;
  useEffect(() => {
    if (ready) onChange.current(ready.id, state.preview ?? ready.url);
  }, [ready, state.preview]);

  const pick = (choices: ImageChoice[]) => {
    if (choices[0]) void slot.pick(choices[0]);
  };
  const choose = () => {
    if (platform.pickImages) void platform.pickImages(false).then(pick);
    else input.current?.click();
  };
  const busy = isBusy(state.status);
  const refusal = state.status === 'refused' ? state.message : undefined;
  return (
    <div className="form-field">
      <span className="bot-label" id={`${id}-label`}>
        {t('bots.form.avatar')}
      </span>
      <div className="bot-avatar-field" data-testid="bot-avatar" data-status={state.status}>
        <BotAvatar name={props.name} src={busy ? (state.preview ?? null) : props.src} size={64} />
        <div className="bot-avatar-actions">
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-describedby={`${id}-label ${id}-hint`}
            onClick={choose}
            data-testid="bot-avatar-choose"
          >
            {props.value ? t('bots.form.avatarReplace') : t('bots.form.avatarUpload')}
          </button>
          {props.value && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => {
                slot.clear();
                props.onChange(null, null);
              }}
              data-testid="bot-avatar-remove"
            >
              {t('bots.form.avatarRemove')}
            </button>
          )}
          {busy && (
            <span className="bot-avatar-busy" role="status">
              <span className="spinner" aria-hidden="true" /> {t(`tools.picker.${state.status}`)}
            </span>
          )}
        </div>
        {!platform.pickImages && (
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="bot-avatar-input"
            onChange={(event) => {
              pick(Array.from(event.target.files ?? []).map((file) => platform.imageChoice(file)));
              // The same file may be chosen again after a refusal.
              event.target.value = '';
            }}
          />
        )}
      </div>
      <span className="form-hint" id={`${id}-hint`}>
        {t('bots.form.avatarHint')}
      </span>
      {refusal && (
        <span className="form-error" role="alert" data-testid="bot-avatar-error">
          {refusal}
        </span>
      )}
      <ErrorText id={id} error={props.error} />
    </div>
  );
}
