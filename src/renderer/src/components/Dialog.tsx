// A modal on the native <dialog>: the browser keeps focus inside, Esc asks to close, and focus goes back
// to where it was when the dialog goes away.
import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './dialog.css';

export function Dialog(props: {
  labelledBy: string;
  onClose(): void;
  small?: boolean;
  /** A page's own look (a wider dialog). */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      className={['app-dialog', props.small && 'small', props.className].filter(Boolean).join(' ')}
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
