// The avatar choice: a preset picture, the name's initial, or an image address (typed in the form below).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_PRESETS, PRESET_PREFIX } from '@shared/api/roles';
import { CharacterAvatar } from './CharacterAvatar';

export const isImageAvatar = (value: string | null) =>
  Boolean(value && !value.startsWith(PRESET_PREFIX));

export function AvatarPicker(props: {
  name: string;
  value: string | null;
  onChange(avatar: string | null): void;
}) {
  const { t } = useTranslation();
  const group = useId();
  const name = props.name || '?';
  const image = isImageAvatar(props.value);
  const choice = (checked: boolean, label: string, onPick: () => void, look: ReactNode) => (
    <label key={label} className="avatar-choice">
      <input type="radio" name={group} checked={checked} onChange={onPick} aria-label={label} />
      {look}
    </label>
  );
  const drawn = (avatar: string | null) => (
    <CharacterAvatar name={name} avatar={avatar} size={40} />
  );
  return (
    <div className="form-field">
      <fieldset>
        <legend>{t('roles.form.avatar')}</legend>
        <div className="avatar-choices">
          {AVATAR_PRESETS.map((preset) =>
            choice(
              props.value === `${PRESET_PREFIX}${preset}`,
              t(`roles.form.presets.${preset}`),
              () => props.onChange(`${PRESET_PREFIX}${preset}`),
              drawn(`${PRESET_PREFIX}${preset}`),
            ),
          )}
          {choice(
            !props.value,
            t('roles.form.avatarLetter'),
            () => props.onChange(null),
            drawn(null),
          )}
          {choice(
            image,
            t('roles.form.avatarImage'),
            () => props.onChange('https://'),
            image && props.value !== 'https://' ? (
              drawn(props.value)
            ) : (
              <span className="character-avatar avatar-image-choice" aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M4 5h16v14H4z" />
                  <path d="M4 16l5-5 4 4 3-3 4 4" />
                </svg>
              </span>
            ),
          )}
        </div>
      </fieldset>
    </div>
  );
}
