// Following the end of a conversation: a scroll event that arrives after the content grew again is not the
// reader leaving the bottom (the failed answer whose reason sat under "Jump to latest"); a move up is, and
// growth is followed only while the reader is at the bottom. jsdom has no layout, so the box's sizes and the
// ResizeObserver are stood in for by hand.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStickToBottom } from './use-stick-to-bottom';

/** A scrolling box whose content height the test sets. */
interface Box {
  element: HTMLDivElement;
  height: number;
  top: number;
}

let observers: Array<() => void> = [];
let observed: Element[] = [];
const original = globalThis.ResizeObserver;
beforeEach(() => {
  observers = [];
  observed = [];
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      observers.push(callback);
    }
    observe(target: Element) {
      observed.push(target);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = original;
});

/** The box's layout: the browser would compute these. */
function sized(element: HTMLDivElement, box: Box) {
  Object.defineProperty(element, 'clientHeight', { get: () => 500 });
  Object.defineProperty(element, 'scrollHeight', { get: () => box.height });
  Object.defineProperty(element, 'scrollTop', {
    get: () => box.top,
    set: (value: number) => (box.top = Math.max(0, Math.min(value, box.height - 500))),
  });
}

function setup() {
  const box = { height: 1000, top: 500 } as Box;
  const seen: { atBottom: boolean } = { atBottom: true };
  function List() {
    const { scroller, content, atBottom } = useStickToBottom('first');
    seen.atBottom = atBottom;
    return (
      <div
        ref={(element) => {
          if (element && !box.element) {
            box.element = element;
            sized(element, box);
          }
          scroller.current = element;
        }}
      >
        <div ref={content} />
      </div>
    );
  }
  render(<List />);
  const scroll = () => act(() => void box.element.dispatchEvent(new Event('scroll')));
  /** The content grew; the browser tells the observers at its next frame. */
  const grow = (by: number) => (box.height += by);
  const frame = () => act(() => observers.forEach((callback) => callback()));
  return { box, seen, scroll, grow, frame };
}

describe('sticking to the bottom', () => {
  it('keeps following when content grows before the scroll event of the last follow arrives', () => {
    const { box, seen, scroll, grow, frame } = setup();
    grow(120);
    frame();
    expect(box.top).toBe(620);
    // The answer failed: its reason and then its actions arrive before the scroll event of the follow.
    grow(80);
    scroll();
    expect(seen.atBottom).toBe(true);
    frame();
    expect(box.top).toBe(box.height - 500);
  });

  it('lets go when the reader moves up, and follows again back at the bottom', () => {
    const { box, seen, scroll, grow, frame } = setup();
    box.top = 300;
    scroll();
    expect(seen.atBottom).toBe(false);
    grow(200);
    frame();
    expect(box.top).toBe(300);
    box.top = box.height - 500;
    scroll();
    expect(seen.atBottom).toBe(true);
  });

  it('watches the box as well as its content, so a growing composer is followed too', () => {
    const { box } = setup();
    expect(observed).toContain(box.element);
    expect(observed).toHaveLength(2);
  });
});
