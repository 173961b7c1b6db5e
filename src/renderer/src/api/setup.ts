// The operator's view of which outside services this server has.
import { setupApi } from '@shared/api/setup';
import { call } from './client';

export const setupService = {
  status: () => call(setupApi.status),
};
