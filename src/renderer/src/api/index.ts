// Thin functions per call family over the one client.
import { authApi } from '@shared/api/auth';
import { userApi } from '@shared/api/user';
import { modelApi } from '@shared/api/model';
import { healthApi } from '@shared/api/health';
import { call } from './client';

export const authService = {
  sendCode: (email: string) => call(authApi.emailLogin, { body: { email }, silent: true }),
  verifyCode: (email: string, code: string) =>
    call(authApi.emailLogin, { body: { email, code }, silent: true }),
  methods: () => call(authApi.methods),
  googleStart: () => call(authApi.googleStart, { query: { client: 'web' } }),
  signOut: () => call(authApi.signOut, { silent: true }),
};

export const userService = {
  me: () => call(userApi.me),
  updateProfile: (changes: { name?: string; locale?: 'en-US' | 'zh-CN' }) =>
    call(userApi.updateProfile, { body: changes }),
  sessions: () => call(userApi.sessions),
  revokeSession: (id: string) => call(userApi.revokeSession, { body: { id } }),
};

export const modelService = { list: () => call(modelApi.list) };

export const healthService = { health: () => call(healthApi.health, { silent: true }) };
