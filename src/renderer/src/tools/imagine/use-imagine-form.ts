// The /imagine form's state. What the user chose is kept as chosen; what is sent is derived from it and
// the model (a size, style or mode the model does not offer falls back to its first), so changing models
// never leaves a choice the server would refuse, and going back to a model brings the choices back.
import { useCallback, useMemo, useReducer, useState } from 'react';
import type { FeedItem } from '@shared/api/feed';
import type { ImageModelInfo, ImaginePostBody } from '@shared/tools/imagine';
import {
  IMAGE_SIZES,
  IMAGE_WEIGHT,
  MAX_REFERENCES,
  type ImageSize,
  type ImagineMode,
} from '@shared/tools/imagine';
import { platform } from '../../platform';
import { offered } from '../../features/community/use-remix';
import { useImageList } from '../../features/tasks/use-image-slot';
import { effectiveModel } from './ModelChoice';
import { initialPrompt, promptReducer } from './prompt-translation';

export const STORAGE = { model: 'imagine.model', autoTranslate: 'imagine.autoTranslate' } as const;

/** The style a model starts with: medium where offered (Midjourney's own default), else its first. */
export const defaultStyle = (styles: readonly string[]) =>
  styles.includes('medium') ? 'medium' : styles[0];
/** The quality a model starts with: the middle one, the one its catalogue price is for. */
export const defaultQuality = (qualities: readonly string[]) =>
  qualities[Math.floor(qualities.length / 2)];

const pick = <T extends string>(offered: readonly T[], chosen: T | undefined, fallback?: T) =>
  chosen !== undefined && offered.includes(chosen) ? chosen : (fallback ?? offered[0]);

export function useImagineForm(models: readonly ImageModelInfo[] | undefined) {
  const [chosenModel, setChosenModel] = useState<string | undefined>(() =>
    platform.storage.get<string>(STORAGE.model),
  );
  const [chosenMode, setMode] = useState<ImagineMode>('text');
  const [chosenSize, setSize] = useState<ImageSize>();
  const [chosenStyle, setStyle] = useState<string>();
  const [chosenQuality, setQuality] = useState<string>();
  const [chosenCount, setCount] = useState(1);
  const [weight, setWeight] = useState<number>(IMAGE_WEIGHT.default);
  const [negativeOn, setNegativeOn] = useState(false);
  const [prompt, dispatch] = useReducer(promptReducer, undefined, () => initialPrompt());
  const [autoTranslate, setAutoTranslateState] = useState<boolean>(
    () => platform.storage.get<boolean>(STORAGE.autoTranslate) ?? true,
  );
  const references = useImageList('reference', { max: MAX_REFERENCES });

  const model = effectiveModel(models, chosenModel);
  const chooseModel = useCallback((id: string) => {
    setChosenModel(id);
    platform.storage.set(STORAGE.model, id);
  }, []);
  const setAutoTranslate = useCallback((on: boolean) => {
    setAutoTranslateState(on);
    platform.storage.set(STORAGE.autoTranslate, on);
  }, []);

  const derived = useMemo(() => {
    if (!model) return undefined;
    const mode = pick(model.modes, chosenMode) ?? 'text';
    const size = pick(model.sizes, chosenSize, model.sizes.includes('1:1') ? '1:1' : undefined);
    const style = model.styles.length
      ? pick(model.styles, chosenStyle, defaultStyle(model.styles))
      : undefined;
    const quality = model.qualities.length
      ? pick(model.qualities, chosenQuality, defaultQuality(model.qualities))
      : undefined;
    const count = Math.min(Math.max(1, model.maxCount), Math.max(1, chosenCount));
    const useNegative = model.negativePrompt && negativeOn;
    /** The catalogue's price is for the first size and the middle quality. */
    const priceExact =
      model.followUps ||
      ((size === undefined || size === model.sizes[0]) &&
        (quality === undefined || quality === defaultQuality(model.qualities)));
    return { mode, size, style, quality, count, useNegative, priceExact };
  }, [model, chosenMode, chosenSize, chosenStyle, chosenQuality, chosenCount, negativeOn]);

  /**
   * Another's picture to remix: its model, prompt and settings as its owner shows them. Text to image only:
   * its reference images are its owner's. The model is chosen for this page, not remembered.
   */
  const remix = useCallback((item: FeedItem) => {
    const settings = item.settings ?? {};
    if (item.model) setChosenModel(item.model);
    setMode('text');
    setSize(offered(settings.size, IMAGE_SIZES));
    if (typeof settings.style === 'string') setStyle(settings.style);
    if (typeof settings.quality === 'string') setQuality(settings.quality);
    if (typeof settings.count === 'number') setCount(settings.count);
    const negative = typeof settings.negativePrompt === 'string' ? settings.negativePrompt : '';
    setNegativeOn(Boolean(negative));
    dispatch({ type: 'set', fields: { prompt: item.prompt ?? '', negative } });
  }, []);

  const referenceIds = references.ready.map((image) => image.id);
  const showWeight = Boolean(model?.imageWeight && references.items.length > 0);

  /** The create call's body for these fields (without its client key). */
  const body = (fields = prompt.fields): Omit<ImaginePostBody, 'clientKey'> | undefined => {
    if (!model || !derived) return undefined;
    return {
      model: model.id,
      mode: derived.mode,
      prompt: fields.prompt.trim(),
      negativePrompt: derived.useNegative ? fields.negative.trim() : undefined,
      size: derived.size,
      style: derived.style as ImaginePostBody['style'],
      quality: derived.quality as ImaginePostBody['quality'],
      imageWeight: showWeight && referenceIds.length > 0 ? weight : undefined,
      referenceIds,
      count: derived.count,
    };
  };

  return {
    model,
    chooseModel,
    derived,
    setMode,
    setSize,
    setStyle,
    setQuality,
    setCount,
    weight,
    setWeight,
    negativeOn,
    setNegativeOn,
    prompt,
    dispatch,
    autoTranslate,
    setAutoTranslate,
    references,
    showWeight,
    body,
    remix,
  };
}

export type ImagineFormState = ReturnType<typeof useImagineForm>;
