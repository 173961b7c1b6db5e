// A small accessible menu button: the shell's only popup, so it does not need a UI kit.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  checked?: boolean;
  testId?: string;
}

export function Dropdown(props: {
  label: ReactNode;
  ariaLabel: string;
  items: DropdownItem[];
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={props.ariaLabel}
        data-testid={props.testId}
        onClick={() => setOpen((value) => !value)}
      >
        {props.label}
      </button>
      {open && (
        <ul className="dropdown-menu" role="menu" id={menuId}>
          {props.items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                data-testid={item.testId}
                autoFocus={item.checked ?? false}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
