// The application menu: the usual Edit roles (so copy, paste and undo work in every field) and where the
// app's server is.
import { app, dialog, Menu, type MenuItemConstructorOptions } from 'electron';

export function applicationMenu(serverUrl: string): Menu {
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        {
          label: 'Server address…',
          click: () =>
            void dialog.showMessageBox({
              type: 'info',
              message: 'Atrium server',
              detail: `This app talks to ${serverUrl}.\nTo use a self-hosted Atrium, start the app with ATRIUM_SERVER_URL set to its address.`,
            }),
        },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: `Atrium ${app.getVersion()}`, enabled: false }] },
  ];
  return Menu.buildFromTemplate(template);
}
