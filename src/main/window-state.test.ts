import { describe, expect, it } from 'vitest';
import { initialBounds, wasMaximized } from './window-state';

const store = (value: unknown) => ({ get: () => value, set: () => undefined });
const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('window state', () => {
  it('reopens where the window was, if it is still on a screen', () => {
    const bounds = { x: 100, y: 80, width: 1000, height: 700 };
    expect(initialBounds(store({ bounds }), screen)).toEqual(bounds);
    expect(initialBounds(store({ bounds: { ...bounds, x: 5000 } }), screen)).toEqual({
      width: 1000,
      height: 700,
    });
    expect(initialBounds(store(undefined), screen)).toEqual({ width: 1280, height: 820 });
    expect(wasMaximized(store({ maximized: true }))).toBe(true);
  });
});
