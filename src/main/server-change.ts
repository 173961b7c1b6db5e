// Changing the server the app talks to. A new server is another account, and it receives the user's next
// sign-in: a page that asked for the change (a bug, an injected script) must never get it silently. So main
// checks the address and asks the user in its own dialog, where the renderer cannot click for them; only a
// yes saves it, signs out and restarts.
import type { MessageBoxOptions } from 'electron';
import type { ServerChangeResult } from '@shared/desktop';
import { checkServerUrl } from './server-address';
import { fill, type MainMessages } from './messages';

export interface ServerChangeDeps {
  /** The server in use now. */
  current: string;
  /** Electron's `dialog.showMessageBox`, parented to the app's window by the caller. */
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  messages: MainMessages;
  save(origin: string): void;
  clearSession(): void;
  relaunch(): void;
}

const CANCEL = 0;
const CHANGE = 1;

export function serverConfirmOptions(origin: string, messages: MainMessages): MessageBoxOptions {
  const texts = messages.desktop.serverConfirm;
  return {
    type: 'warning',
    title: texts.title,
    message: fill(texts.message, { origin }),
    detail: texts.detail,
    buttons: [messages.cancel, texts.ok],
    // Enter and Escape both keep the current server: changing it takes a deliberate click.
    defaultId: CANCEL,
    cancelId: CANCEL,
    noLink: true,
  };
}

export async function changeServer(
  url: unknown,
  deps: ServerChangeDeps,
): Promise<ServerChangeResult> {
  const checked = checkServerUrl(url);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  if (checked.origin === deps.current) return { ok: true };
  const { response } = await deps.showMessageBox(
    serverConfirmOptions(checked.origin, deps.messages),
  );
  if (response !== CHANGE) return { ok: false, reason: 'canceled' };
  deps.save(checked.origin);
  deps.clearSession();
  deps.relaunch();
  return { ok: true };
}
