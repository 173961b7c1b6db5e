// A small square button that shows only an icon: its label is both the accessible name and the tooltip.
import type { ReactNode } from 'react';

export function IconButton(props: {
  label: string;
  testId: string;
  onClick: () => void;
  /** For toggles (like, star): announced as pressed or not. */
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="chat-icon-btn"
      data-testid={props.testId}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
