// Shows a native <dialog> as a modal while its component is mounted: the browser keeps focus inside and Esc
// asks to close; focus goes back to where it was when the dialog goes away. Where <dialog> is not
// modal-capable (older engines, jsdom) it still shows, in the page flow.
import { useEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const before = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      before?.focus?.();
    };
  }, [ref]);
}
