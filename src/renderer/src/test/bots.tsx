// What the bots pages' tests share: a saved bot, the model list and a free account as the app has them once
// it has started, and rendering inside a router (the pages' links, and the guard on leaving).
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_BOT, type BotView } from '@shared/api/bots';
import type { ModelInfo } from '@shared/api/model';
import { billingService } from '../api/billing';
import { queryClient } from '../app/query-client';
import { billingKeys } from '../queries/billing';
import { creditKeys } from '../queries/credits';
import { modelKeys } from '../queries/models';
import { renderInApp } from './render';

const model = (id: string, label: string, changes: Partial<ModelInfo> = {}): ModelInfo => ({
  id,
  label,
  provider: 'openai',
  vision: false,
  free: true,
  contextWindow: 128_000,
  maxOutput: 4096,
  available: true,
  ...changes,
});

export const savedBot: BotView = {
  ...DEFAULT_BOT,
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Garden helper',
  model: 'gpt-4o-mini',
  avatarUrl: null,
  sources: { total: 0, ready: 0, failed: 0, working: 0 },
  chunks: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The model list and a free account, as the app has them once it has started. */
export function seedAccount(): void {
  queryClient.setQueryData(modelKeys.list, [
    model('gpt-4o-mini', 'GPT-4o mini'),
    model('claude-sonnet', 'Claude Sonnet', { free: false }),
    model('offline', 'Offline model', { available: false, reason: 'chat.model.unavailable' }),
  ]);
  queryClient.setQueryData(creditKeys.summary(undefined), { subscribed: false } as never);
  queryClient.setQueryData(billingKeys.price, { freeModels: ['gpt-4o-mini'] } as never);
  vi.spyOn(billingService, 'price').mockResolvedValue({ freeModels: ['gpt-4o-mini'] } as never);
}

/** The form where the app has it: inside a router (its links, and the guard on leaving). */
export const renderForm = (ui: ReactElement) => renderInApp(<MemoryRouter>{ui}</MemoryRouter>);
