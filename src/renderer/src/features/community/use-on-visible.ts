// Calls `onVisible` when the element comes near the screen (infinite lists load their next page before the
// reader reaches the end), again each time it comes back while `enabled`.
import { useEffect, useRef, type RefObject } from 'react';

export function useOnVisible(
  ref: RefObject<HTMLElement | null>,
  onVisible: () => void,
  enabled: boolean,
  margin = '600px',
): void {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, margin]);
}
