// Questions (bars) and credits (a line) per day of the period. Loaded on its own (with the charting library)
// when the data tab first shows, so no other page pays for it. The numbers are also said in words beside
// it for screen readers, the time axis runs the way the page reads, and nothing moves: the numbers are the
// point, not an animation.
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BotData } from '@shared/api/bot-chat';
import { CENTICREDITS } from '@shared/billing/credits';
import { isRtl } from '../../../i18n';

export interface DailyChartProps {
  days: BotData['days'];
}

export default function DailyChart(props: DailyChartProps) {
  const { t, i18n } = useTranslation();
  const rtl = isRtl();
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const points = props.days.map((day) => ({
    day: day.day,
    questions: day.questions,
    credits: day.credits / CENTICREDITS,
  }));
  return (
    <div className="bot-data-chart" aria-hidden="true" data-testid="bot-data-chart">
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={dayLabel}
            reversed={rtl}
            minTickGap={16}
            // The first and last days' bars stand clear of the axes.
            padding={{ left: 12, right: 12 }}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            yAxisId="questions"
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            width={36}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            yAxisId="credits"
            orientation={rtl ? 'left' : 'right'}
            width={48}
            tick={{ fontSize: 12 }}
          />
          <Tooltip
            labelFormatter={(day) => dayLabel(String(day))}
            formatter={(value, name) => [
              new Intl.NumberFormat(i18n.language).format(Number(value)),
              name,
            ]}
          />
          <Legend />
          <Bar
            yAxisId="questions"
            dataKey="questions"
            name={t('botData.chart.questions')}
            fill="var(--color-primary)"
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
          <Line
            yAxisId="credits"
            dataKey="credits"
            name={t('botData.chart.credits')}
            stroke="#fa8c16"
            strokeWidth={2}
            dot={false}
            type="linear"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
