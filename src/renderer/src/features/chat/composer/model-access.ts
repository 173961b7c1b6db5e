// Which chat models this user can send to now. A model is unavailable when the server has no provider for it
// (the reason says why), locked when a free account may not use it (the price table's free models are the
// ones it may), and usable otherwise. The server decides again on every send; this only keeps the picker
// honest.
import type { ModelInfo } from '@shared/api/model';
import { usePriceInfo } from '../../../queries/billing';
import { useCredits } from '../../../queries/credits';
import { useModelList } from '../../../queries/models';

export type ModelAccess =
  { state: 'usable' } | { state: 'locked' } | { state: 'unavailable'; reason?: string };

export function accessOf(
  model: ModelInfo,
  subscribed: boolean | undefined,
  free: string[] | undefined,
): ModelAccess {
  if (!model.available) return { state: 'unavailable', reason: model.reason };
  // Until the account's state is known nothing is shown locked: the server is the judge anyway.
  if (subscribed === false && !(free ? free.includes(model.id) : model.free))
    return { state: 'locked' };
  return { state: 'usable' };
}

export function useModelAccess(): {
  models: ModelInfo[];
  access: (model: ModelInfo) => ModelAccess;
} {
  const models = useModelList();
  const subscribed = useCredits().data?.subscribed;
  const free = usePriceInfo().data?.freeModels;
  return { models, access: (model) => accessOf(model, subscribed, free) };
}

/** The model a new conversation starts with: the remembered one if usable, else the first usable. */
export function defaultModel(
  models: ModelInfo[],
  access: (model: ModelInfo) => ModelAccess,
  remembered: string | undefined,
): string | undefined {
  const usable = models.filter((model) => access(model).state === 'usable');
  return (usable.find((model) => model.id === remembered) ?? usable[0] ?? models[0])?.id;
}
