// When a conversation last moved, as a list shows it: the time today, the weekday this week, else the date.
export function shortWhen(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const time = date.getTime();
  if (time >= startOfToday)
    return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (time >= startOfToday - 6 * 86_400_000)
    return date.toLocaleDateString(locale, { weekday: 'short' });
  if (date.getFullYear() === now.getFullYear())
    return date.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
