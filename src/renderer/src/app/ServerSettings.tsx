// Opens the server-address dialog when the desktop menu asks for it. Where the platform has no such setting
// (the web), this renders nothing.
import { lazy, Suspense, useEffect, useState } from 'react';
import { platform } from '../platform';

const ServerSettingsDialog = lazy(() => import('../features/server-settings/ServerSettingsDialog'));

export function ServerSettings() {
  const [open, setOpen] = useState(false);
  useEffect(() => platform.serverSettings?.onOpen(() => setOpen(true)), []);
  if (!open || !platform.serverSettings) return null;
  return (
    <Suspense fallback={null}>
      <ServerSettingsDialog settings={platform.serverSettings} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
