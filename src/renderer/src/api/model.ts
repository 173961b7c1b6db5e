// The chat models as the server reports them: which exist and which can answer now.
import { modelApi } from '@shared/api/model';
import { call } from './client';

export const modelService = { list: () => call(modelApi.list) };
