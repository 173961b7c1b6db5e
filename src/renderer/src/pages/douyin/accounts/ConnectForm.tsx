// The abilities to ask Douyin for, each saying what it is for (private messages: enterprise accounts only),
// and the button that leaves for Douyin. Reconnect asks again for what an account has.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUYIN_ABILITIES, type DouyinAbility } from '@shared/api/douyin';
import { useConnect } from './use-connect';

export function ConnectForm(props: { testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<DouyinAbility[]>(['videos', 'comments']);
  const { connect, busy, error, elsewhere } = useConnect();
  const toggle = (ability: DouyinAbility, on: boolean) =>
    setChosen((old) =>
      DOUYIN_ABILITIES.filter((item) => (item === ability ? on : old.includes(item))),
    );
  const none = chosen.length === 0;
  return (
    <form
      className="douyin-connect"
      data-testid={props.testId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!none) void connect(chosen);
      }}
    >
      <fieldset className="form-field">
        <legend>{t('douyin.page.connect.abilities')}</legend>
        <div className="choice-grid">
          {DOUYIN_ABILITIES.map((ability) => (
            <label key={ability} className="choice">
              <input
                type="checkbox"
                checked={chosen.includes(ability)}
                onChange={(event) => toggle(ability, event.target.checked)}
                data-testid={`douyin-connect-${ability}`}
              />
              <span>
                {t(`douyin.page.ability.${ability}`)}
                <small>{t(`douyin.page.abilityHint.${ability}`)}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {none && (
        <p className="form-error" id={`${id}-none`} role="alert">
          {t('douyin.page.connect.noneChosen')}
        </p>
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {elsewhere && (
        <p className="douyin-notice" role="status">
          {t('douyin.page.connect.desktop')}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || none}
          aria-describedby={none ? `${id}-none` : undefined}
          data-testid={`${props.testId}-submit`}
        >
          {busy ? t('douyin.page.connect.working') : t('douyin.page.connect.button')}
        </button>
      </div>
    </form>
  );
}

/** Connects the account again, asking for the abilities it has or was refused for want of a tick. */
export function ReconnectButton(props: { abilities: DouyinAbility[]; primary?: boolean }) {
  const { t } = useTranslation();
  const { connect, busy, error } = useConnect();
  return (
    <>
      <button
        type="button"
        className={props.primary ? 'btn btn-primary' : 'btn'}
        disabled={busy}
        onClick={() => void connect(props.abilities)}
        data-testid="douyin-reconnect"
      >
        {busy ? t('douyin.page.connect.working') : t('douyin.page.account.reconnect')}
      </button>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
