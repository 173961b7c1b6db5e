import { describe, expect, it } from 'vitest';
import { secureWebPreferences, ALLOWED_PERMISSIONS } from './security';

describe('window security', () => {
  it('keeps every window sandboxed and isolated', () => {
    expect(secureWebPreferences('/app/out/preload/index.cjs', 'https://atrium.example'))
      .toMatchInlineSnapshot(`
      {
        "additionalArguments": [
          "--atrium-server=https://atrium.example",
        ],
        "allowRunningInsecureContent": false,
        "contextIsolation": true,
        "navigateOnDragDrop": false,
        "nodeIntegration": false,
        "nodeIntegrationInSubFrames": false,
        "nodeIntegrationInWorker": false,
        "preload": "/app/out/preload/index.cjs",
        "safeDialogs": true,
        "sandbox": true,
        "spellcheck": true,
        "webSecurity": true,
        "webviewTag": false,
      }
    `);
  });

  it('allows only harmless permissions', () => {
    expect([...ALLOWED_PERMISSIONS].sort()).toEqual([
      'clipboard-sanitized-write',
      'fullscreen',
      'notifications',
    ]);
  });
});
