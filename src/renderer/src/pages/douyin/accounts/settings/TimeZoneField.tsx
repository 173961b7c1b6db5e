// The account's time zone, chosen from the zones this browser knows (a short list of common ones where it
// cannot say); a zone saved earlier that is not in the list is kept as a choice.
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field';

const COMMON = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
];

function zones(): string[] {
  try {
    const known = Intl.supportedValuesOf('timeZone');
    return known.length > 0 ? known : COMMON;
  } catch {
    return COMMON;
  }
}

export function TimeZoneField(props: { id: string; value: string; onChange(zone: string): void }) {
  const { t } = useTranslation();
  const list = zones();
  const choices = list.includes(props.value) ? list : [props.value, ...list];
  return (
    <Field
      id={props.id}
      label={t('douyin.page.settings.timeZone')}
      hint={t('douyin.page.settings.timeZoneHint')}
    >
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={`${props.id}-hint`}
        data-testid="douyin-settings-zone"
      >
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </Field>
  );
}
