// The main window reopens where the user left it, if that place is still on a screen.
import type { BrowserWindow, Rectangle } from 'electron';

export interface WindowState {
  bounds?: Rectangle;
  maximized?: boolean;
}

export interface StateStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

const KEY = 'mainWindow';
const DEFAULT = { width: 1280, height: 820 };

/** The bounds to open with: the saved ones when they overlap a display, else the default size. */
export function initialBounds(store: StateStore, displays: Rectangle[]): Partial<Rectangle> {
  const saved = (store.get(KEY) as WindowState | undefined)?.bounds;
  if (!saved) return DEFAULT;
  const visible = displays.some(
    (d) =>
      saved.x < d.x + d.width &&
      saved.x + saved.width > d.x &&
      saved.y < d.y + d.height &&
      saved.y + saved.height > d.y,
  );
  return visible ? saved : { width: saved.width, height: saved.height };
}

export function wasMaximized(store: StateStore): boolean {
  return Boolean((store.get(KEY) as WindowState | undefined)?.maximized);
}

export function rememberWindow(window: BrowserWindow, store: StateStore): void {
  const save = () => {
    if (window.isDestroyed() || window.isMinimized()) return;
    store.set(KEY, {
      bounds: window.getNormalBounds(),
      maximized: window.isMaximized(),
    } satisfies WindowState);
  };
  window.on('close', save);
  window.on('resized', save);
  window.on('moved', save);
}
