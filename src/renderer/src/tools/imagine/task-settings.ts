// What an /imagine result was made with, in the form's own words: shown in a result's details so the user
// can see (and copy) how a picture came about without opening it.
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@shared/api/tasks';
import { IMAGE_SIZES, type ImageSize } from '@shared/tools/imagine';
import type { TaskSetting } from '../../features/tasks/TaskDetails';
import { SIZE_NAMES } from './ImageOptions';

export function useImagineSettings(modelLabel: (id: string) => string) {
  const { t } = useTranslation();
  const named = (group: string, value: unknown) =>
    t(`imagine.${group}.${String(value)}`, { defaultValue: String(value) });
  return (task: TaskView): TaskSetting[] => {
    const { params } = task;
    const rows: TaskSetting[] = [{ label: t('imagine.form.model'), value: modelLabel(task.model) }];
    if (params.mode === 'text' || params.mode === 'image')
      rows.push({ label: t('imagine.form.mode'), value: t(`imagine.modes.${params.mode}`) });
    const size = params.size as ImageSize;
    if (IMAGE_SIZES.includes(size))
      rows.push({
        label: t('imagine.form.size'),
        value: `${size} · ${t(`imagine.sizes.${SIZE_NAMES[size]}`)}`,
      });
    if (params.style)
      rows.push({ label: t('imagine.form.style'), value: named('styles', params.style) });
    if (params.quality)
      rows.push({ label: t('imagine.form.quality'), value: named('qualities', params.quality) });
    if (typeof params.count === 'number')
      rows.push({ label: t('imagine.form.count'), value: String(params.count) });
    if (typeof params.imageWeight === 'number')
      rows.push({ label: t('imagine.form.weight'), value: String(params.imageWeight) });
    return rows;
  };
}
