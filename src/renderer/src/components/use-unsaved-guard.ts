// Asks before edits are lost. The app's router is not a data router, so react-router's blocker is not at
// hand: leaving the page (reload, closing the tab, another address) gets the browser's own question, and a
// click on a link of the app gets the app's confirm. Buttons that navigate (a save, a delete) are not asked.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from './Confirm';

export function useUnsavedGuard(
  active: boolean,
  words: { title: string; content: string; okText: string },
): void {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { title, content, okText } = words;

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = url.pathname + url.search + url.hash;
      if (to === window.location.pathname + window.location.search + window.location.hash) return;
      event.preventDefault();
      event.stopPropagation();
      confirm({ title, content, okText, onOk: async () => void navigate(to) });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Before the router's own handler on the link (capture, on the document).
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, confirm, navigate, title, content, okText]);
}
