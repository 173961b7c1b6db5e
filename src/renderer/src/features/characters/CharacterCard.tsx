import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterInfo } from '@shared/api/roles';
import { CharacterAvatar } from './CharacterAvatar';

/** A character as a card; the whole card picks it, `actions` (edit, delete…) sit beside. */
export function CharacterCard(props: {
  character: CharacterInfo;
  onPick(character: CharacterInfo): void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { character } = props;
  const descriptionId = useId();
  return (
    <article className="character-card" data-testid="character-card">
      <button
        type="button"
        className="character-card-main"
        onClick={() => props.onPick(character)}
        aria-label={t('roles.gallery.chatWith', { name: character.name })}
        aria-describedby={descriptionId}
      >
        <CharacterAvatar name={character.name} avatar={character.avatar} />
        <span className="character-card-text">
          <span className="character-card-name">
            {character.name}
            {character.mine && character.visibility === 'private' && (
              <span className="tag">{t('roles.gallery.private')}</span>
            )}
            {character.mine && character.visibility === 'public' && (
              <span className="tag">{t('roles.gallery.mine')}</span>
            )}
          </span>
          <span className="character-card-description" id={descriptionId}>
            {character.description || t('roles.gallery.noDescription')}
          </span>
        </span>
      </button>
      {props.actions && <div className="character-card-actions">{props.actions}</div>}
    </article>
  );
}
