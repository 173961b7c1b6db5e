// Follows a growing answer only while the reader is at the bottom. Scrolling up (even a little, with the wheel
// or a finger) lets go at once, so reading earlier text is never yanked away; scrolling back down, or the
// "jump to latest" button, takes hold again. Growth is watched with a ResizeObserver, so late layout (the
// Markdown renderer arriving, images loading) is followed too, and so is the box itself getting shorter (the
// composer growing, a phone's keyboard).
//
// Only a move up lets go. A scroll event arrives a frame after the scroll that caused it, so content that
// grew meanwhile (an answer failing shows its reason, then its actions) looked like the reader leaving the
// bottom: the page stopped following and the reason sat under "Jump to latest", the actions under the
// composer.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end counts as at the bottom. */
const NEAR_PX = 48;

/**
 * Attach `scroller` to the scrolling box and `content` to what grows inside it. `firstKey` names the first
 * item: when earlier items arrive above (after `keepPlace`), the text being read stays where it was.
 */
export function useStickToBottom(firstKey: string | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const place = useRef<{ height: number; top: number; key?: string }>(undefined);

  useLayoutEffect(() => {
    const element = scroller.current;
    const kept = place.current;
    if (!element || !kept || kept.key === firstKey) return;
    element.scrollTop = kept.top + (element.scrollHeight - kept.height);
    place.current = undefined;
  }, [firstKey]);

  const keepPlace = useCallback(() => {
    const element = scroller.current;
    if (element)
      place.current = { height: element.scrollHeight, top: element.scrollTop, key: firstKey };
  }, [firstKey]);

  const [atBottom, setAtBottom] = useState(true);
  const stuck = useRef(true);

  const hold = useCallback((value: boolean) => {
    stuck.current = value;
    setAtBottom(value);
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const top = element.scrollTop;
      const near = element.scrollHeight - top - element.clientHeight <= NEAR_PX;
      if (near) {
        if (!stuck.current) hold(true);
      } else if (top < lastTop - 1 && stuck.current) hold(false);
      lastTop = top;
    };
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY < 0 && stuck.current) hold(false);
    };
    let touchY = 0;
    const onTouchStart = (event: TouchEvent) => (touchY = event.touches[0]?.clientY ?? 0);
    const onTouchMove = (event: TouchEvent) => {
      if ((event.touches[0]?.clientY ?? 0) > touchY && stuck.current) hold(false);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: true });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (stuck.current) element.scrollTop = element.scrollHeight;
          });
    if (content.current) observer?.observe(content.current);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      observer?.disconnect();
    };
  }, [hold]);

  const scrollToBottom = useCallback(
    (smooth = false) => {
      const element = scroller.current;
      hold(true);
      if (!element) return;
      // A smooth scroll across a long answer takes too long to read as a jump: far away, go at once.
      const far = element.scrollHeight - element.scrollTop > element.clientHeight * 2;
      element.scrollTo({ top: element.scrollHeight, behavior: smooth && !far ? 'smooth' : 'auto' });
    },
    [hold],
  );

  return { scroller, content, atBottom, scrollToBottom, keepPlace, release: () => hold(false) };
}
