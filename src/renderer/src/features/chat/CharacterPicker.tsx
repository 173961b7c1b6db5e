// "New chat": pick a character from the gallery, or none (just the model). The gallery loads with the dialog.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Skeleton } from 'antd';
import type { CharacterInfo } from '@shared/api/roles';
import { ChatIcon } from './icons';

const CharacterGallery = lazy(() =>
  import('../characters/CharacterGallery').then((module) => ({ default: module.CharacterGallery })),
);

export function CharacterPicker(props: {
  open: boolean;
  onClose: () => void;
  onPick: (character: CharacterInfo | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t('chat.picker.title')}
      onCancel={props.onClose}
      footer={null}
      width={960}
      destroyOnHidden
      className="character-picker"
    >
      <button
        type="button"
        className="picker-plain"
        data-testid="pick-no-character"
        onClick={() => props.onPick(null)}
      >
        <span className="conv-plain-avatar" aria-hidden="true">
          <ChatIcon size={20} />
        </span>
        <span>
          <strong>{t('chat.picker.none')}</strong>
          <span className="picker-plain-lead">{t('chat.picker.noneLead')}</span>
        </span>
      </button>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <CharacterGallery onPick={(character) => props.onPick(character)} />
      </Suspense>
    </Modal>
  );
}
