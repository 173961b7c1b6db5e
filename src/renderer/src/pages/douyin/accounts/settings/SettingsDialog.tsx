// One account's settings in a dialog: the daily cap, quiet hours, the time zone, replies waiting for the
// user's OK, and banned words. The contract's checks run once a save is tried and then on every change; the
// server's refusal is shown above the fields.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS, type DouyinAccount } from '@shared/api/douyin';
import { douyinService } from '../../../../api/douyin';
import { toast } from '../../../../api/toast';
import { Dialog } from '../../../../components/Dialog';
import { DialogActions } from '../../../../components/DialogActions';
import { ChipsInput } from '../../../../components/ChipsInput';
import { ErrorText, Field, describedBy } from '../../../../components/Field';
import { douyinAccountSaved } from '../../../../queries/douyin';
import { useChipsLabels } from '../../../../features/douyin/chips-labels';
import { refusalText } from '../../../../features/douyin/refusal';
import { QuietHoursField } from './QuietHoursField';
import { TimeZoneField } from './TimeZoneField';
import { settingsDraft, settingsErrors, settingsOf, type SettingsDraft } from './settings-draft';

export function SettingsDialog(props: { account: DouyinAccount; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const chips = useChipsLabels();
  const { account } = props;
  const [draft, setDraft] = useState(() => settingsDraft(account.settings));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const errors = tried ? settingsErrors(draft) : {};
  const set = (changes: Partial<SettingsDraft>) => {
    setDraft((old) => ({ ...old, ...changes }));
    setRefusal(undefined);
  };
  const fieldId = (name: string) => `${id}-${name}`;

  const save = async () => {
    setTried(true);
    const first = Object.keys(settingsErrors(draft))[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      douyinAccountSaved(await douyinService.settings(account.id, settingsOf(draft)));
      toast('success', t('douyin.page.settings.saved'));
      props.onClose();
    } catch (error) {
      setRefusal(refusalText(error));
      setBusy(false);
    }
  };

  return (
    <Dialog labelledBy={`${id}-title`} onClose={props.onClose} testId="douyin-settings">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="dialog-body douyin-form">
          <h2 id={`${id}-title`}>{t('douyin.page.settings.title', { name: account.nickname })}</h2>
          {refusal && (
            <p className="form-alert" role="alert" data-testid="douyin-settings-refusal">
              {refusal}
            </p>
          )}
          <Field
            id={fieldId('dailyCap')}
            label={t('douyin.page.settings.dailyCap')}
            error={errors.dailyCap}
            hint={t('douyin.page.settings.dailyCapHint', { max: DOUYIN_LIMITS.dailyCap })}
          >
            <input
              id={fieldId('dailyCap')}
              type="number"
              inputMode="numeric"
              min={0}
              max={DOUYIN_LIMITS.dailyCap}
              step={1}
              value={draft.dailyCap}
              onChange={(event) => set({ dailyCap: event.target.value })}
              data-testid="douyin-settings-cap"
              {...describedBy(fieldId('dailyCap'), errors.dailyCap)}
            />
          </Field>
          <QuietHoursField
            id={fieldId('quietHours')}
            on={draft.quietOn}
            from={draft.quietFrom}
            to={draft.quietTo}
            error={errors.quietHours}
            onChange={set}
          />
          <TimeZoneField
            id={fieldId('timeZone')}
            value={draft.timeZone}
            onChange={(timeZone) => set({ timeZone })}
          />
          <label className="douyin-check">
            <input
              type="checkbox"
              checked={draft.approval}
              onChange={(event) => set({ approval: event.target.checked })}
              data-testid="douyin-settings-approval"
            />
            <span>
              {t('douyin.page.settings.approval')}
              <small className="form-hint">{t('douyin.page.settings.approvalHint')}</small>
            </span>
          </label>
          <div className="form-field">
            <label htmlFor={fieldId('bannedWords')}>{t('douyin.page.settings.bannedWords')}</label>
            <ChipsInput
              id={fieldId('bannedWords')}
              values={draft.bannedWords}
              max={DOUYIN_LIMITS.bannedWords}
              maxLength={DOUYIN_LIMITS.bannedWord}
              onChange={(bannedWords) => set({ bannedWords })}
              labels={chips}
              describedBy={`${fieldId('bannedWords')}-hint`}
              invalid={Boolean(errors.bannedWords)}
              testId="douyin-settings-banned"
            />
            <span className="form-hint" id={`${fieldId('bannedWords')}-hint`}>
              {t('douyin.page.settings.bannedWordsHint', { max: DOUYIN_LIMITS.bannedWords })}
            </span>
            <ErrorText id={fieldId('bannedWords')} error={errors.bannedWords} />
          </div>
        </div>
        <DialogActions
          okText={t('douyin.page.settings.save')}
          busy={busy}
          onCancel={props.onClose}
          testId="douyin-settings-save"
        />
      </form>
    </Dialog>
  );
}
