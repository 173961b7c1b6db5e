// "Creation tools" in the header, beside App Tools: a button that shows the image tools' links. A
// disclosure (button + list of links) rather than an ARIA menu: Tab moves through the links, Esc closes it
// and gives the focus back to the button, a click elsewhere or a navigation closes it. Kept light: the header
// is on every first page.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from '../components/use-dismiss';
import { TOOL_ICONS } from '../tools/icons';
import type { NavItem } from './navigation';
import './tools-menu.css';

export function ToolsMenu(props: { items: NavItem[]; label: string; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setOpen(false);
  }
  const close = useCallback(() => {
    setOpen(false);
    if (ref.current?.contains(document.activeElement)) button.current?.focus();
  }, []);
  useDismiss(ref, open, close);
  const here = props.items.some((item) => location.pathname === item.path);
  return (
    <div className="tools-menu" ref={ref}>
      <button
        ref={button}
        type="button"
        className={here ? 'tools-menu-button active' : 'tools-menu-button'}
        aria-expanded={open}
        aria-controls={listId}
        data-testid={props.testId}
        onClick={() => setOpen((value) => !value)}
      >
        {props.label}
        <svg
          viewBox="0 0 24 24"
          width="14"
          height="14"
          aria-hidden="true"
          className="tools-menu-caret"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul className="tools-menu-list" id={listId} hidden={!open}>
        {props.items.map((item) => {
          const Icon = item.tool && TOOL_ICONS[item.tool];
          return (
            <li key={item.path}>
              <NavLink to={item.path} data-testid={item.testId} onClick={() => setOpen(false)}>
                {Icon && <Icon size={16} className="tools-menu-icon" />}
                {t(item.label)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
