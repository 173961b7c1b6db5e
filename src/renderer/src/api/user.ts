// The signed-in user: who they are, their profile and their sessions on other devices.
import { userApi } from '@shared/api/user';
import { call } from './client';

export const userService = {
  me: () => call(userApi.me),
  updateProfile: (changes: { name?: string; locale?: 'en-US' | 'zh-CN' }) =>
    call(userApi.updateProfile, { body: changes }),
  sessions: () => call(userApi.sessions),
  revokeSession: (id: string) => call(userApi.revokeSession, { body: { id } }),
};
