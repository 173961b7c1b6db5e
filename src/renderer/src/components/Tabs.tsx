// Tabs: one tab stop, the arrow keys move between tabs (mirrored right to left), Home and End jump. Each
// panel is `${idPrefix}-panel-${id}`, labelled by its tab; a `segmented` class draws them as one control.
import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

export interface TabInfo<T extends string> {
  id: T;
  label: string;
}

export const panelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;
export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;

export function Tabs<T extends string>(props: {
  tabs: ReadonlyArray<TabInfo<T>>;
  active: T;
  onChange(id: T): void;
  idPrefix: string;
  label: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { tabs } = props;
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === props.active),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -current,
      End: tabs.length - 1 - current,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = (current + step[event.key]! + tabs.length) % tabs.length;
    props.onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className={`bot-tabs ${props.className ?? ''}`} role="tablist" aria-label={props.label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(props.idPrefix, tab.id)}
          aria-selected={index === current}
          aria-controls={panelId(props.idPrefix, tab.id)}
          tabIndex={index === current ? 0 : -1}
          className="bot-tab"
          onClick={() => props.onChange(tab.id)}
          onKeyDown={onKeyDown}
          data-testid={`${props.idPrefix}-tab-${tab.id}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
