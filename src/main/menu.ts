// The application menu: the usual Edit roles (so copy, paste and undo work in every field) and the way to
// point the app at a self-hosted Atrium server.
import { app, Menu, type MenuItemConstructorOptions } from 'electron';

export function applicationMenu(openServerSettings: () => void): Menu {
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Server address…', click: openServerSettings },
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
