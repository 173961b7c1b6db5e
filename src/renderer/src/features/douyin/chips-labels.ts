// The chips editor's words on the Douyin page (keywords, banned words).
import { useTranslation } from 'react-i18next';
import type { ChipsLabels } from '../../components/ChipsInput';

export function useChipsLabels(): ChipsLabels {
  const { t } = useTranslation();
  return {
    add: t('douyin.page.chips.add'),
    remove: (value) => t('douyin.page.chips.remove', { value }),
    duplicate: t('douyin.page.chips.duplicate'),
    full: t('douyin.page.chips.full'),
  };
}
