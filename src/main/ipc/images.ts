// The image channels: main's file dialog, and checks and reads of what it handed out (docs/recipes/
// add-an-ipc-channel.md). Handles belong to the page that asked, by its webContents id.
import { app, BrowserWindow, dialog, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { IPC, ipcSchemas } from '@shared/ipc';
import { ImageHandles } from '../image-handles';
import { checkImageInput, pickImages, readPickedImage } from '../image-pick';
import { mainMessages } from '../messages';
import { handle } from './handle';

export function registerImageIpc(appUrl: string): void {
  const handles = new ImageHandles();
  const watched = new WeakSet<WebContents>();
  /** Pages with a dialog open: a page cannot stack dialogs on the user. */
  const picking = new Set<number>();

  const ownerOf = (event: IpcMainInvokeEvent): number => {
    const { sender } = event;
    const owner = sender.id;
    if (!watched.has(sender)) {
      watched.add(sender);
      // A reload or a closed window: the page that held the handles is gone, and so are they.
      sender.on('did-navigate', () => handles.forget(owner));
      sender.once('destroyed', () => handles.forget(owner));
    }
    return owner;
  };

  handle(IPC.imagesPick, ipcSchemas.imagesPick, appUrl, async (options, event) => {
    const owner = ownerOf(event);
    if (picking.has(owner)) return [];
    picking.add(owner);
    const window = BrowserWindow.fromWebContents(event.sender);
    try {
      return await pickImages(
        {
          handles,
          messages: mainMessages(app.getLocale()),
          showOpenDialog: (dialogOptions) =>
            window
              ? dialog.showOpenDialog(window, dialogOptions)
              : dialog.showOpenDialog(dialogOptions),
        },
        owner,
        options,
      );
    } finally {
      picking.delete(owner);
    }
  });
  handle(IPC.imagesCheck, ipcSchemas.imagesCheck, appUrl, (input, event) =>
    checkImageInput(handles, ownerOf(event), input),
  );
  handle(IPC.imagesRead, ipcSchemas.imagesRead, appUrl, (input, event) =>
    readPickedImage(handles, ownerOf(event), input),
  );
}
