// Registers an IPC handler that only answers the app's own main frame, and only with arguments that pass the
// channel's schema from src/shared/ipc.ts.
import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import type * as z from 'zod/mini';
import { isAppUrl } from '../renderer-url';

export function isTrustedSender(event: IpcMainInvokeEvent, appUrl: string): boolean {
  const frame = event.senderFrame;
  return Boolean(frame) && frame === event.sender.mainFrame && isAppUrl(frame?.url ?? '', appUrl);
}

export function handle<S extends z.ZodMiniType | undefined, R>(
  channel: string,
  schema: S,
  appUrl: string,
  handler: (
    arg: S extends z.ZodMiniType ? z.output<S> : undefined,
    event: IpcMainInvokeEvent,
  ) => R | Promise<R>,
): void {
  ipcMain.handle(channel, async (event, arg: unknown) => {
    if (!isTrustedSender(event, appUrl))
      throw new Error(`${channel}: refused a call from an untrusted frame`);
    const parsed = schema ? schema.safeParse(arg) : { success: true as const, data: undefined };
    if (!parsed.success) throw new Error(`${channel}: invalid argument`);
    return handler(parsed.data as S extends z.ZodMiniType ? z.output<S> : undefined, event);
  });
}
