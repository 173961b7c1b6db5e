// No account yet: what to do, and the way to do it.
import { useTranslation } from 'react-i18next';
import { ConnectForm } from './ConnectForm';

export function ConnectFirst() {
  const { t } = useTranslation();
  return (
    <section className="card douyin-empty" data-testid="douyin-empty">
      <h2>{t('douyin.page.empty.title')}</h2>
      <p>{t('douyin.page.empty.text')}</p>
      <ConnectForm testId="douyin-connect-first" />
    </section>
  );
}
