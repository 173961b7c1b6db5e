// One connected account: who it is, whether it replies, what it may do, how long its authorization lives,
// today's replies against its cap, and what can be done with it (settings, pause or resume, reconnect,
// disconnect after a confirmation that says what goes with it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DouyinAccount, DouyinAbility } from '@shared/api/douyin';
import { douyinService } from '../../../api/douyin';
import { toast } from '../../../api/toast';
import { useConfirm } from '../../../components/Confirm';
import { BotAvatar } from '../../../features/bots/BotAvatar';
import { douyinAccountRemoved, douyinAccountSaved } from '../../../queries/douyin';
import { refusalText } from '../../../features/douyin/refusal';
import { SettingsDialog } from './settings/SettingsDialog';
import { AbilityList } from './AbilityList';
import { ReconnectButton } from './ConnectForm';
import { TokenLife } from './TokenLife';

/**
 * What a reconnect asks for: what the account has, and what it lacks only for want of a tick (never what
 * the platform will not give it); the usual pair when that leaves nothing.
 */
function askAgain(account: DouyinAccount): DouyinAbility[] {
  const asked = account.abilities
    .filter((item) => item.state !== 'missing' || item.reason === 'notGranted')
    .map((item) => item.ability);
  return asked.length > 0 ? asked : ['videos', 'comments'];
}

/** Shows why a call was refused (the calls are silent: the page says where it was refused). */
function say(error: unknown): void {
  toast('error', refusalText(error));
}

/** Says why, and throws again so the confirm dialog stays for another try. */
function told(error: unknown): never {
  say(error);
  throw error;
}

export function AccountCard(props: { account: DouyinAccount }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { account } = props;
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const unticked = account.abilities.some((item) => item.reason === 'notGranted');

  const setActive = async (active: boolean) => {
    setBusy(true);
    try {
      douyinAccountSaved(await douyinService.status(account.id, active));
    } catch (error) {
      say(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="card douyin-account" data-testid="douyin-account" data-state={account.state}>
      <div className="douyin-account-head">
        <BotAvatar name={account.nickname} src={account.avatar} size={44} />
        <div className="douyin-account-title">
          <h2>
            <bdi dir="auto">{account.nickname}</bdi>
          </h2>
          <span
            className={`tag douyin-account-${account.state}`}
            data-testid="douyin-account-state"
          >
            {t(`douyin.page.account.state.${account.state}`)}
          </span>
        </div>
      </div>

      <TokenLife account={account} />
      <h3>{t('douyin.page.account.abilities')}</h3>
      <AbilityList abilities={account.abilities} />
      <ul className="douyin-meta">
        <li data-testid="douyin-replies-today">
          {t('douyin.page.account.repliesToday', {
            count: account.repliesToday,
            cap: account.settings.dailyCap,
          })}
        </li>
      </ul>
      {account.lastEventAt === null && (
        <p className="douyin-hint" data-testid="douyin-waiting">
          {t('douyin.page.account.waiting')}
        </p>
      )}

      <div className="douyin-actions">
        {(account.state === 'reauthorize' || unticked) && (
          <ReconnectButton
            abilities={askAgain(account)}
            primary={account.state === 'reauthorize'}
          />
        )}
        <button type="button" className="btn" onClick={() => setEditing(true)}>
          {t('douyin.page.account.settings')}
        </button>
        {account.state !== 'reauthorize' && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void setActive(account.state === 'paused')}
            data-testid="douyin-account-toggle"
          >
            {account.state === 'paused'
              ? t('douyin.page.account.resume')
              : t('douyin.page.account.pause')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-danger"
          data-testid="douyin-disconnect"
          onClick={() =>
            confirm({
              title: t('douyin.page.account.disconnectTitle', { name: account.nickname }),
              content: t('douyin.page.account.disconnectText'),
              okText: t('douyin.page.account.disconnectOk'),
              onOk: () => douyinService.remove(account.id).then(douyinAccountRemoved, told),
            })
          }
        >
          {t('douyin.page.account.disconnect')}
        </button>
      </div>
      {editing && <SettingsDialog account={account} onClose={() => setEditing(false)} />}
    </li>
  );
}
