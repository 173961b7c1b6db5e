// What the dry run found: for each sample, the rule that would fire (or none, and why) and the reply it
// would send. On a phone each row becomes a small card (labels from the column heads).
import { useTranslation } from 'react-i18next';
import type { dryRunResult } from '@shared/api/douyin';
import type * as z from 'zod/mini';

export type DryRunRow = z.infer<typeof dryRunResult>;

export function DryRunTable(props: { rows: DryRunRow[] }) {
  const { t } = useTranslation();
  const head = {
    text: t('douyin.page.dryRun.text'),
    rule: t('douyin.page.dryRun.rule'),
    reply: t('douyin.page.dryRun.reply'),
  };
  return (
    <table className="douyin-table" data-testid="douyin-dry-run-table">
      <caption>{t('douyin.page.dryRun.results')}</caption>
      <thead>
        <tr>
          <th scope="col">{head.text}</th>
          <th scope="col">{head.rule}</th>
          <th scope="col">{head.reply}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, index) => (
          // The same sample may be tried twice; its place in the answer is its identity.
          <tr key={index} data-testid="douyin-dry-run-row" data-fired={row.ruleId ? 'yes' : 'no'}>
            <td data-label={head.text} dir="auto">
              {row.text}
            </td>
            <td data-label={head.rule}>
              {row.ruleName ?? (
                <span className="douyin-none">{t('douyin.page.dryRun.noRule')}</span>
              )}
            </td>
            <td data-label={head.reply} dir="auto">
              {row.reply ??
                (row.botName !== null ? (
                  <span className="douyin-none">
                    {t('douyin.page.dryRun.botAnswers', { bot: row.botName })}
                  </span>
                ) : row.reason ? (
                  <span className="douyin-none">{t(`douyin.page.skip.${row.reason}`)}</span>
                ) : (
                  '—'
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
