// The server's health, for the system check page; silent, the page shows what it found.
import { healthApi } from '@shared/api/health';
import { call } from './client';

export const healthService = { health: () => call(healthApi.health, { silent: true }) };
