// Which chat models this user can send to now. A model is unavailable when the server has no provider for it
// (the reason says why), locked when a free account may not use it (the price table's free models are the
// ones it may), and usable otherwise. The server decides again on every send; this only keeps the picker
// honest.
import { useEffect, useState } from 'react';
import type { ModelInfo } from '@shared/api/model';
import { billingService } from '../../../api/billing';
import { useCreditsStore } from '../../../stores/credits';
import { useModelStore } from '../../../stores/model';

export type ModelAccess =
  { state: 'usable' } | { state: 'locked' } | { state: 'unavailable'; reason?: string };

let freeModels: Promise<string[] | undefined> | undefined;

/** The price table's free models, asked once per page load. */
function loadFreeModels(): Promise<string[] | undefined> {
  freeModels ??= billingService.price().then(
    (info) => info.freeModels,
    () => {
      freeModels = undefined;
      return undefined;
    },
  );
  return freeModels;
}

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
  const models = useModelStore((state) => state.models);
  const subscribed = useCreditsStore((state) => state.summary?.subscribed);
  const [free, setFree] = useState<string[]>();
  useEffect(() => {
    let active = true;
    void loadFreeModels().then((list) => active && setFree(list));
    return () => {
      active = false;
    };
  }, []);
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
