// The questions asked most, and the latest ones no passage of the knowledge matched, with the way to the
// knowledge tab to add what answers them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotData } from '@shared/api/bot-chat';
import { useCreditsFormat } from '../../../features/billing/credits-format';

export function QuestionLists(props: { data: BotData }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const { topQuestions, unanswered } = props.data;
  return (
    <div className="bot-data-lists">
      <div className="bot-data-list" data-testid="bot-data-top">
        <h3>{t('botData.top.title')}</h3>
        {topQuestions.length === 0 ? (
          <p className="bot-data-empty">{t('botData.top.empty')}</p>
        ) : (
          <ol>
            {topQuestions.map((question) => (
              <li key={question.text}>
                <bdi dir="auto" className="bot-data-question">
                  {question.text}
                </bdi>
                <span className="bot-data-count">
                  {t('botData.top.count', { count: question.count })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="bot-data-list" data-testid="bot-data-unanswered">
        <h3>{t('botData.unanswered.title')}</h3>
        {unanswered.length === 0 ? (
          <p className="bot-data-empty">{t('botData.unanswered.empty')}</p>
        ) : (
          <>
            <p className="bot-data-hint">{t('botData.unanswered.lead')}</p>
            <ul>
              {unanswered.map((question) => (
                <li key={`${question.conversationId}-${question.at}`}>
                  <bdi dir="auto" className="bot-data-question">
                    {question.text}
                  </bdi>
                  <span className="bot-data-count">{fmt.dateTime(question.at)}</span>
                </li>
              ))}
            </ul>
            <Link to="?section=knowledge" replace className="btn" data-testid="bot-data-add">
              {t('botData.unanswered.add')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
