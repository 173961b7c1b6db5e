// The one cache of what the server said, with the product's request defaults: an answer is fresh for 5 s (a
// window coming back to the front asks again at most that often), kept 5 minutes after its last screen
// leaves, and a failure is shown at once with its Retry rather than retried behind the user's back.
import { QueryClient, focusManager } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { useUserStore } from '../stores/user';
import { accountKey } from '../queries/account';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5_000, gcTime: 300_000, retry: false },
  },
});

/**
 * Keeps the cache in step with the app: a window that comes back to the front counts as focused (the desktop
 * app's window can be switched to without its page becoming visible), everything is asked again in a new
 * language (the server writes its words in the request's language), and what belonged to an account is
 * dropped when it signs out or another signs in. Returns the stop function.
 */
export function followApp(): () => void {
  focusManager.setEventListener((setFocused) => {
    const onVisibility = () => setFocused(document.visibilityState === 'visible');
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  });
  // A question still on its way was asked in the old language, and an invalidation would only wait for it
  // (a query with nothing yet shares the fetch under way): it is dropped first, then everything is asked again.
  const onLanguage = () =>
    void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  i18n.on('languageChanged', onLanguage);
  const stopUser = useUserStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id)
      queryClient.removeQueries({ queryKey: accountKey(previous.user?.id) });
  });
  return () => {
    i18n.off('languageChanged', onLanguage);
    stopUser();
  };
}
