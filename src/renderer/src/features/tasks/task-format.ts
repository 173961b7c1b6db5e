// How the tools write a task's credits and times, durations and image sizes, in the current language.
import { useTranslation } from 'react-i18next';
import { useCreditsFormat } from '../billing/credits-format';

export function useTaskFormat() {
  const { t } = useTranslation();
  const { credits, dateTime } = useCreditsFormat();
  return {
    /** "2.5 credits" for hundredths, as the header balance writes them. */
    credits,
    dateTime,
    /** "0:07", "12:30" for seconds. */
    duration: (seconds: number) => {
      const whole = Math.max(0, Math.floor(seconds));
      return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
    },
    size: (width: number, height: number) => t('tools.picker.size', { width, height }),
  };
}

/** Seconds between two instants given as ISO text, when both are known. */
export function secondsBetween(
  from: string | undefined,
  to: string | undefined,
): number | undefined {
  if (!from || !to) return undefined;
  return Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);
}
