// The user's own characters: make a new one, chat with, edit or delete (after a confirm) each. The form is
// loaded only when it opens.
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterInfo } from '@shared/api/roles';
import { rolesService } from '../../api/roles';
import { toast } from '../../api/toast';
import { refreshMyCharacters, useMyCharacters } from '../../queries/characters';
import { viewStatus } from '../../queries/view-status';
import { CharacterCard } from './CharacterCard';
import { useConfirm } from '../../components/Confirm';
import './characters.css';

const CharacterForm = lazy(() => import('./CharacterForm'));
const PAGE_SIZE = 12;

type Editing = { character?: CharacterInfo } | undefined;

export function MyCharacters(props: { onPick(character: CharacterInfo): void }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const [editing, setEditing] = useState<Editing>();
  const confirm = useConfirm();
  // Reloading after a change asks for every page shown so far in one call.
  const size = Math.min(PAGE_SIZE * pages, 100);
  const mine = useMyCharacters(size);
  const status = viewStatus(mine);
  const items = mine.data?.list ?? [];
  const total = mine.data?.total ?? 0;

  const remove = async (character: CharacterInfo) => {
    await rolesService.remove(character.id);
    toast('success', t('roles.mine.deleted', { name: character.name }));
    refreshMyCharacters();
  };

  return (
    <div className="my-characters" data-testid="my-characters">
      <div className="hero-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({})}
          data-testid="character-create"
        >
          {t('roles.mine.create')}
        </button>
      </div>
      {status === 'error' && (
        <div className="card empty" role="alert">
          <p>{t('roles.mine.failed')}</p>
          <button type="button" className="btn" onClick={() => void mine.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {status === 'loaded' && items.length === 0 && (
        <div className="card empty">{t('roles.mine.empty')}</div>
      )}
      {items.length > 0 && (
        <div className="character-grid" aria-busy={status === 'loading'}>
          {items.map((character) => (
            <CharacterCard
              key={character.id}
              character={character}
              onPick={props.onPick}
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setEditing({ character })}
                    aria-label={t('roles.mine.editNamed', { name: character.name })}
                  >
                    {t('roles.mine.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-danger"
                    onClick={() =>
                      confirm({
                        title: t('roles.mine.deleteTitle', { name: character.name }),
                        content: t('roles.mine.deleteText'),
                        okText: t('roles.mine.delete'),
                        onOk: () => remove(character),
                      })
                    }
                    aria-label={t('roles.mine.deleteNamed', { name: character.name })}
                    data-testid="character-delete"
                  >
                    {t('roles.mine.delete')}
                  </button>
                </>
              }
            />
          ))}
        </div>
      )}
      {status === 'loaded' && items.length < total && (
        <div className="gallery-more">
          <button type="button" className="btn" onClick={() => setPages((value) => value + 1)}>
            {t('roles.gallery.more', { count: total - items.length })}
          </button>
        </div>
      )}
      {editing && (
        <Suspense fallback={null}>
          <CharacterForm
            character={editing.character}
            onClose={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              refreshMyCharacters();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
