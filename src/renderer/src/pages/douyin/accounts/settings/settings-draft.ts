// The settings form's values as its fields hold them (a number may be cleared while typing, a time may be
// half entered), turned into what the contract takes and checked with the contract's own schema.
import { DOUYIN_LIMITS, douyinSettings, type DouyinSettings } from '@shared/api/douyin';
import type { FieldError } from '../../../../components/Field';
import { minutesToTime, timeToMinutes } from '../../../../features/douyin/format';

export interface SettingsDraft {
  dailyCap: string;
  quietOn: boolean;
  quietFrom: string;
  quietTo: string;
  timeZone: string;
  approval: boolean;
  bannedWords: string[];
}

export const settingsDraft = (settings: DouyinSettings): SettingsDraft => ({
  dailyCap: String(settings.dailyCap),
  quietOn: settings.quietHours !== null,
  quietFrom: minutesToTime(settings.quietHours?.from ?? 22 * 60),
  quietTo: minutesToTime(settings.quietHours?.to ?? 7 * 60),
  timeZone: settings.timeZone,
  approval: settings.approval,
  bannedWords: [...settings.bannedWords],
});

export function settingsOf(draft: SettingsDraft): DouyinSettings {
  const from = timeToMinutes(draft.quietFrom);
  const to = timeToMinutes(draft.quietTo);
  return {
    // A cleared or fractional number is refused by the schema under the field's name.
    dailyCap: draft.dailyCap.trim() === '' ? Number.NaN : Number(draft.dailyCap),
    quietHours: draft.quietOn ? { from: from ?? Number.NaN, to: to ?? Number.NaN } : null,
    timeZone: draft.timeZone,
    approval: draft.approval,
    bannedWords: draft.bannedWords,
  };
}

const OWN: Record<string, FieldError> = {
  dailyCap: { key: 'douyin.page.settings.dailyCapRange', values: { max: DOUYIN_LIMITS.dailyCap } },
  quietHours: { key: 'douyin.page.settings.quietInvalid' },
};

/** The first problem of each field; empty when the settings can be sent. */
export function settingsErrors(draft: SettingsDraft): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of douyinSettings.safeParse(settingsOf(draft)).error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'dailyCap');
    errors[field] ??= OWN[field] ?? {
      key: issue.message,
      fallback: 'douyin.page.form.invalid.other',
    };
  }
  return errors;
}
