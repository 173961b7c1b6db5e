// The image's options on the /imagine form: its size (aspect), style, quality and how many to make, each
// offered only when the chosen model has a choice to make.
import { useTranslation } from 'react-i18next';
import type { ImageSize } from '@shared/tools/imagine';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';
import type { ImagineFormState } from './use-imagine-form';

/** Message keys of the aspect presets (a colon cannot be part of a key). */
export const SIZE_NAMES: Record<ImageSize, string> = {
  '1:1': 'square',
  '3:2': 'landscape',
  '2:3': 'portrait',
  '16:9': 'wide',
  '9:16': 'tall',
};

function AspectIcon({ size }: { size: ImageSize }) {
  const [w, h] = size.split(':').map(Number);
  return (
    <span className="imagine-aspect" style={{ aspectRatio: `${w} / ${h}` }} aria-hidden="true" />
  );
}

export function ImageOptions({ form }: { form: ImagineFormState }) {
  const { t } = useTranslation();
  const { model, derived } = form;
  const label = (group: string, value: string) =>
    t(`imagine.${group}.${value}`, { defaultValue: value });
  return (
    <>
      {model && derived?.size && model.sizes.length > 0 && (
        <ChoiceGroup<ImageSize>
          label={t('imagine.form.size')}
          testId="imagine-size"
          value={derived.size}
          onChange={form.setSize}
          choices={model.sizes.map((size) => ({
            value: size,
            label: (
              <span className="imagine-size-label">
                <AspectIcon size={size} />
                <span>{size}</span>
              </span>
            ),
            detail: t(`imagine.sizes.${SIZE_NAMES[size]}`),
          }))}
        />
      )}

      {model && derived?.style && (
        <ChoiceGroup
          label={t('imagine.form.style')}
          testId="imagine-style"
          value={derived.style}
          onChange={form.setStyle}
          choices={model.styles.map((style) => ({ value: style, label: label('styles', style) }))}
        />
      )}

      {model && derived?.quality && (
        <ChoiceGroup
          label={t('imagine.form.quality')}
          testId="imagine-quality"
          value={derived.quality}
          onChange={form.setQuality}
          choices={model.qualities.map((quality) => ({
            value: quality,
            label: label('qualities', quality),
          }))}
        />
      )}

      {model && derived && model.maxCount > 1 && (
        <ChoiceGroup
          label={t('imagine.form.count')}
          testId="imagine-count"
          value={String(derived.count)}
          onChange={(value) => form.setCount(Number(value))}
          choices={Array.from({ length: model.maxCount }, (_, index) => ({
            value: String(index + 1),
            label: String(index + 1),
          }))}
        />
      )}
    </>
  );
}
