// Signing in and out: e-mail codes, Google, and the methods this server offers. The session's renewal is the
// client's own business (./client.ts).
import { authApi } from '@shared/api/auth';
import { call } from './client';

export const authService = {
  /** `invite`: the code of the invitation link the visitor came with, tying a new account to its inviter. */
  sendCode: (email: string, invite?: string) =>
    call(authApi.emailLogin, { body: { email, invite }, silent: true }),
  verifyCode: (email: string, code: string, invite?: string) =>
    call(authApi.emailLogin, { body: { email, code, invite }, silent: true }),
  methods: () => call(authApi.methods),
  googleStart: (invite?: string) => call(authApi.googleStart, { query: { client: 'web', invite } }),
  signOut: () => call(authApi.signOut, { silent: true }),
};
