// A modal on the native <dialog>: the browser keeps focus inside, Esc asks to close, and focus goes back
// to where it was when the dialog goes away.
import { useEffect, useRef, type ReactNode } from 'react';

export function Dialog(props: {
  labelledBy: string;
  onClose(): void;
  small?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Where <dialog> is not modal-capable (older engines, jsdom) it still shows, in the page flow.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={props.small ? 'character-dialog small' : 'character-dialog'}
      aria-labelledby={props.labelledBy}
      aria-modal="true"
      data-testid={props.testId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      {props.children}
    </dialog>
  );
}
