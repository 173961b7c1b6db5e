// A bot's data tab: the period chosen, its totals, questions and credits per day as a chart, the questions
// asked most and those the knowledge could not answer, then the bot's orders.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from 'antd';
import type { BotData } from '@shared/api/bot-chat';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useBotData } from '../../../queries/bot-data';
import { OrdersTable } from './OrdersTable';
import { QuestionLists } from './QuestionLists';
import './data.css';

const DailyChart = lazy(() => import('./DailyChart'));
const PERIODS = [7, 30, 90] as const;

function Totals(props: { data: BotData }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const { totals } = props.data;
  const items = [
    ['conversations', fmt.number(totals.conversations)],
    ['questions', fmt.number(totals.questions)],
    ['credits', fmt.amount(totals.credits)],
    ['unanswered', fmt.number(totals.unanswered)],
  ] as const;
  return (
    <dl className="bot-data-totals" data-testid="bot-data-totals">
      {items.map(([key, value]) => (
        <div key={key} className="bot-data-total" data-total={key}>
          <dt>{t(`botData.totals.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chart(props: { data: BotData; days: number }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const { totals } = props.data;
  return (
    <figure className="bot-data-figure">
      <figcaption>
        <h3>{t('botData.chart.title')}</h3>
        <p className="sr-only">
          {t('botData.chart.summary', {
            questions: fmt.number(totals.questions),
            credits: fmt.amount(totals.credits),
            days: props.days,
          })}
        </p>
      </figcaption>
      {totals.questions === 0 ? (
        <p className="bot-data-empty" data-testid="bot-data-chart-empty">
          {t('botData.chart.empty')}
        </p>
      ) : (
        <Suspense fallback={<div className="bot-data-chart bot-data-chart-loading" />}>
          <DailyChart days={props.data.days} />
        </Suspense>
      )}
    </figure>
  );
}

export function DataSection(props: { botId: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const query = useBotData(props.botId, days);
  const data = query.data;
  return (
    <section className="bot-section card bot-data" aria-labelledby="bot-data-title">
      <div className="bot-data-head">
        <div>
          <h2 id="bot-data-title">{t('botData.title')}</h2>
          <p className="bot-data-lead">{t('botData.lead')}</p>
        </div>
        <Segmented
          aria-label={t('botData.period')}
          value={days}
          onChange={(value) => setDays(Number(value))}
          options={PERIODS.map((count) => ({ value: count, label: <bdi>{t('botData.days', { count })}</bdi> }))}
          data-testid="bot-data-period"
        />
      </div>
      {query.isError && !data ? (
        <ErrorPanel
          testId="bot-data-error"
          message={t('botData.failed')}
          action={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : !data ? (
        <div className="center" role="status" data-testid="bot-data-loading">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t('app.loading')}</span>
        </div>
      ) : (
        <div className="bot-data-body" aria-busy={query.isFetching}>
          <Totals data={data} />
          <Chart data={data} days={days} />
          <QuestionLists data={data} />
        </div>
      )}
      <OrdersTable botId={props.botId} />
    </section>
  );
}
