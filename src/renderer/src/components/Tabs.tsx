// Tabs with one tab stop, moved between by the arrow keys, Home and End (./use-roving-tabs.ts). Each
// panel is `${idPrefix}-panel-${id}`, labelled by its tab; a `segmented` class draws them as one control.
import { useEffect, useRef } from 'react';
import { useRovingTabs } from './use-roving-tabs';
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
  const { tabs } = props;
  const { current, onKeyDown, refAt } = useRovingTabs(
    tabs.map((tab) => tab.id),
    props.active,
    props.onChange,
  );
  // A row wider than a phone scrolls: the chosen tab (from the address, or by the keys) is kept in view.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab && list.current!.scrollWidth > list.current!.clientWidth)
      tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div
      ref={list}
      className={`bot-tabs ${props.className ?? ''}`}
      role="tablist"
      aria-label={props.label}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={refAt(index)}
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
