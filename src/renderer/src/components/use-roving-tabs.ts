// A row of tabs with one tab stop: the arrow keys move between tabs (mirrored right to left), Home and End
// jump to the ends, and the tab moved to is chosen and focused.
import { useRef, type KeyboardEvent } from 'react';

export function useRovingTabs<T>(ids: readonly T[], active: T, onChange: (id: T) => void) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(0, ids.indexOf(active));
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -current,
      End: ids.length - 1 - current,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = (current + step[event.key]! + ids.length) % ids.length;
    onChange(ids[next]!);
    refs.current[next]?.focus();
  };
  /** The ref callback of the tab at `index`. */
  const refAt = (index: number) => (element: HTMLButtonElement | null) => {
    refs.current[index] = element;
  };
  return { current, onKeyDown, refAt };
}
