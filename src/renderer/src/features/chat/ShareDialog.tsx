// Sharing a conversation: a public read-only link to a snapshot of it as it is now, to copy, and to revoke.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, Modal, Skeleton } from 'antd';
import { chatService } from '../../api/chat';
import { platform } from '../../platform';
import { CopyButton } from './CopyButton';

interface Shared {
  id: string;
  link: string;
}

/** Where a share path opens for someone else: this site on the web, the server's address on the desktop. */
export function shareLink(path: string): string {
  const origin = platform.kind === 'web' ? window.location.origin : platform.apiBase();
  return `${origin.replace(/\/+$/, '')}${path}`;
}

export function ShareDialog(props: { conversationId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { conversationId, open } = props;
  const [shared, setShared] = useState<Shared | null>();
  const [revoked, setRevoked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setShared(undefined); // eslint-disable-line react-hooks/set-state-in-effect
    setRevoked(false);
    chatService.share(conversationId).then(
      (info) => active && setShared({ id: info.id, link: shareLink(info.path) }),
      () => active && setShared(null),
    );
    return () => {
      active = false;
    };
  }, [open, conversationId, attempt]);

  const revoke = async () => {
    if (!shared) return;
    setBusy(true);
    try {
      await chatService.revokeShare(shared.id);
      setRevoked(true);
    } catch {
      // The client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('chat.share.title')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
    >
      <p className="share-lead">{t('chat.share.lead')}</p>
      {shared === undefined && <Skeleton.Input active block />}
      {shared === null && (
        <Alert
          type="error"
          showIcon
          title={t('chat.share.failed')}
          action={
            <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
              {t('app.retry')}
            </Button>
          }
        />
      )}
      {shared && !revoked && (
        <div className="share-row">
          <Input
            readOnly
            value={shared.link}
            data-testid="share-link"
            aria-label={t('chat.share.link')}
            onFocus={(event) => event.target.select()}
          />
          <CopyButton
            className="btn"
            text={() => shared.link}
            label={t('chat.share.copy')}
            testId="share-copy"
            showLabel
          />
          <Button danger loading={busy} onClick={() => void revoke()} data-testid="share-revoke">
            {t('chat.share.revoke')}
          </Button>
        </div>
      )}
      {shared && revoked && (
        <div className="share-row" data-testid="share-revoked">
          <span>{t('chat.share.revoked')}</span>
          <Button onClick={() => setAttempt((value) => value + 1)}>{t('chat.share.again')}</Button>
        </div>
      )}
    </Modal>
  );
}
