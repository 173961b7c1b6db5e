// The DesktopBridge: everything the preload exposes to the renderer as `window.desktop`.
// The renderer reaches it only through its Platform (renderer/src/platform); the preload `satisfies` it.

export interface DesktopBridge {
  /** Which shell runs the renderer. */
  readonly kind: 'desktop';
  /** The operating system, for platform-specific wording (e.g. the menu's accelerator hints). */
  readonly os: 'darwin' | 'win32' | 'linux';
  /** The desktop app's version. */
  readonly appVersion: string;
}

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
