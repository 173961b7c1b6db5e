// Leaves for Douyin's consent page with the chosen abilities. The web goes there in this window and comes
// back to /douyin; the desktop app opens it in the system browser (the app's window never shows another
// site), and the accounts are asked again when its window has the focus again.
import { useState } from 'react';
import { isSafeExternalUrl } from '@shared/rules/external-url';
import type { DouyinAbility } from '@shared/api/douyin';
import { douyinService } from '../../../api/douyin';
import { platform } from '../../../platform';
import { refusalText } from '../../../features/douyin/refusal';

export function useConnect() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [elsewhere, setElsewhere] = useState(false);

  const connect = async (abilities: DouyinAbility[]) => {
    setBusy(true);
    setError(undefined);
    try {
      const { url } = await douyinService.connect(abilities);
      if (!isSafeExternalUrl(url)) throw new Error('unsafe');
      if (platform.kind === 'web') {
        window.location.assign(url);
        return;
      }
      platform.openExternal(url);
      setElsewhere(true);
      setBusy(false);
    } catch (caught) {
      setError(refusalText(caught));
      setBusy(false);
    }
  };
  return { connect, busy, error, elsewhere };
}
