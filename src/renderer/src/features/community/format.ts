// Dates as the reader's language writes them.
import { useTranslation } from 'react-i18next';

export function useDateText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}
