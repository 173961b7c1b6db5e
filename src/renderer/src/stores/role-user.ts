// The characters the user has talked to and the one chosen now. The Chat issue fills the list from
// /api/user/role/list; the shape is fixed here so the shell and chat agree on it.
import { create } from 'zustand';

export interface RoleUser {
  id: string;
  name: string;
  avatar: string | null;
}

interface RoleUserState {
  list: RoleUser[];
  current?: RoleUser;
  setList(list: RoleUser[]): void;
  choose(id: string): void;
}

export const useRoleUserStore = create<RoleUserState>()((set, get) => ({
  list: [],
  current: undefined,
  setList(list) {
    const current = get().current;
    set({ list, current: list.find((role) => role.id === current?.id) });
  },
  choose(id) {
    set({ current: get().list.find((role) => role.id === id) });
  },
}));
