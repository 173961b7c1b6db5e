// The server change against a stand-in for Electron's dialog: nothing is saved unless the user says yes in
// main's own confirmation.
import { describe, expect, it } from 'vitest';
import type { MessageBoxOptions } from 'electron';
import { changeServer, type ServerChangeDeps } from './server-change';
import { mainMessages } from './messages';

function setup(answer: number) {
  const calls: string[] = [];
  const asked: MessageBoxOptions[] = [];
  const deps: ServerChangeDeps = {
    current: 'http://localhost:8787',
    messages: mainMessages('en-US'),
    showMessageBox: async (options) => {
      asked.push(options);
      return { response: answer };
    },
    save: (origin) => calls.push(`save ${origin}`),
    clearSession: () => calls.push('clear'),
    relaunch: () => calls.push('relaunch'),
  };
  return { deps, calls, asked };
}

describe('changeServer', () => {
  it('saves nothing when the user cancels, and Cancel is the default', async () => {
    const { deps, calls, asked } = setup(0);
    expect(await changeServer('https://atrium.example.com/x', deps)).toEqual({
      ok: false,
      reason: 'canceled',
    });
    expect(calls).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ defaultId: 0, cancelId: 0 });
    expect(asked[0]?.buttons?.[0]).toBe('Cancel');
    expect(asked[0]?.message).toContain('https://atrium.example.com');
  });

  it('on confirmation saves the origin, clears the session and relaunches, in that order', async () => {
    const { deps, calls } = setup(1);
    expect(await changeServer('https://atrium.example.com/x', deps)).toEqual({ ok: true });
    expect(calls).toEqual(['save https://atrium.example.com', 'clear', 'relaunch']);
  });

  it('refuses bad and remote plain-http addresses without asking', async () => {
    const { deps, calls, asked } = setup(1);
    expect(await changeServer('http://example.com', deps)).toEqual({
      ok: false,
      reason: 'insecure',
    });
    expect(await changeServer('file:///etc/passwd', deps)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('keeps the current server without a question or a restart', async () => {
    const { deps, calls, asked } = setup(1);
    expect(await changeServer('http://localhost:8787/', deps)).toEqual({ ok: true });
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('asks in the system language', async () => {
    const { deps, asked } = setup(0);
    await changeServer('https://atrium.example.com', {
      ...deps,
      messages: mainMessages('zh-Hans-CN'),
    });
    expect(asked[0]?.buttons).toEqual(['取消', '更换并重启']);
    expect(asked[0]?.message).toBe('将 Atrium 连接到 https://atrium.example.com？');
  });
});
