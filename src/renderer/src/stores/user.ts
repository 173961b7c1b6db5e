// The signed-in user. `canSeeAdmin` follows the server's role; the server stays the authority.
import { create } from 'zustand';
import type { SessionTokens } from '@shared/api/auth';
import type { CurrentUser } from '@shared/api/user';
import { platform } from '../platform';
import { authService } from '../api/auth';
import { userService } from '../api/user';

type Status = 'idle' | 'loading' | 'loaded' | 'error';

interface UserState {
  user?: CurrentUser;
  status: Status;
  fetchUser(): Promise<void>;
  signIn(tokens: SessionTokens): Promise<void>;
  setUser(user: CurrentUser): void;
  signOut(): Promise<void>;
  /** The session ended elsewhere (401): forget the user without calling the server. */
  forget(): void;
}

export const hasStoredSession = (): boolean => {
  const session = platform.getSession();
  return Boolean(session.token || session.refreshToken);
};

export const useUserStore = create<UserState>()((set) => ({
  user: undefined,
  status: 'idle',
  async fetchUser() {
    if (!hasStoredSession()) {
      set({ user: undefined, status: 'loaded' });
      return;
    }
    set({ status: 'loading' });
    try {
      set({ user: await userService.me(), status: 'loaded' });
    } catch (error) {
      // A 401 already cleared the session: that is a signed-out visitor, not a failure to load.
      set(hasStoredSession() ? { status: 'error' } : { user: undefined, status: 'loaded' });
      if (hasStoredSession()) throw error;
    }
  },
  async signIn(tokens) {
    platform.setSession(tokens);
    set({ user: await userService.me(), status: 'loaded' });
  },
  setUser(user) {
    set({ user });
  },
  async signOut() {
    try {
      await authService.signOut();
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    platform.clearSession();
    set({ user: undefined, status: 'loaded' });
  },
  forget() {
    set({ user: undefined, status: 'loaded' });
  },
}));

export const userSelectors = {
  isSignedIn: (state: UserState) => Boolean(state.user),
  canSeeAdmin: (state: UserState) => state.user?.role === 'admin',
};
