import { useTranslation } from 'react-i18next';
import { enUS } from '@shared/i18n/messages/en-US';
import '../../styles/doc.css';

const QUESTIONS = Object.keys(enUS.docs.faq.items) as Array<keyof typeof enUS.docs.faq.items>;

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <article className="doc">
      <h1>{t('docs.faq.title')}</h1>
      <p className="lead">{t('docs.faq.lead')}</p>
      {QUESTIONS.map((key, index) => (
        <details key={key} open={index === 0}>
          <summary>{t(`docs.faq.items.${key}.q`)}</summary>
          <p>{t(`docs.faq.items.${key}.a`)}</p>
        </details>
      ))}
    </article>
  );
}
