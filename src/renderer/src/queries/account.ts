// What the server answers for one account (or for a visitor) is kept under that account's key, so an answer
// never shows for someone else and all of it is dropped at once when the account signs out.
import { useUserStore } from '../stores/user';

export const accountKey = (userId: string | undefined) => ['account', userId ?? null] as const;

/** The signed-in user's id, or undefined for a visitor. */
export const currentUserId = (): string | undefined => useUserStore.getState().user?.id;

export function useAccountKey() {
  return accountKey(useUserStore((state) => state.user?.id));
}
