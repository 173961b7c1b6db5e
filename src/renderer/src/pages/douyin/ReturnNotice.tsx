// Back from Douyin's consent page: `?connected=1` says the account is connected, `?error=CODE` says why it
// is not, in the user's language (the server's code when there are words for it, else the code itself). The
// notice stays until dismissed; the address loses its parameters so a reload does not say it again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ERROR_CODES, isErrorCode } from '@shared/api/errors';

export function ReturnNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [notice] = useState(() => {
    if (params.get('connected') === '1')
      return { ok: true, text: t('douyin.page.returned.connected') };
    const code = params.get('error');
    if (!code) return undefined;
    const generic = t('douyin.page.returned.error', { code });
    // An API error code has its message key; another word may be one of Douyin's own (`douyin.errors`).
    // Anything else is not a code, and is shown as no more than the generic message.
    const key = isErrorCode(code)
      ? ERROR_CODES[code]
      : /^\w{1,64}$/.test(code)
        ? `douyin.errors.${code}`
        : undefined;
    return { ok: false, text: key ? t(key, { defaultValue: generic }) : generic };
  });
  const [shown, setShown] = useState(Boolean(notice));
  useEffect(() => {
    if (!params.has('connected') && !params.has('error')) return;
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('connected');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  if (!notice || !shown) return null;
  return (
    <div
      className={notice.ok ? 'douyin-notice douyin-notice-ok' : 'douyin-notice form-alert'}
      role={notice.ok ? 'status' : 'alert'}
      data-testid="douyin-returned"
    >
      <span>{notice.text}</span>
      <button type="button" className="btn btn-ghost" onClick={() => setShown(false)}>
        {t('douyin.page.returned.dismiss')}
      </button>
    </div>
  );
}
