// Times on the Douyin page in the user's language: a day and a time, and minutes after midnight as HH:MM.
import { currentLocale } from '../../i18n';

export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** Minutes after midnight as the value of an <input type="time">. */
export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An <input type="time"> value as minutes after midnight; null when it is empty or not a time. */
export function timeToMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 1440 ? minutes : null;
}
