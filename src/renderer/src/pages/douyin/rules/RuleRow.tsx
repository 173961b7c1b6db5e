// One rule in the list: its name, priority (or "fallback" for a bot's), what it matches, where, how it
// replies, a switch that turns it on or off, and why the engine paused it if it did.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DouyinRule } from '@shared/api/douyin';
import { douyinService } from '../../../api/douyin';
import { toast } from '../../../api/toast';
import { useConfirm } from '../../../components/Confirm';
import { douyinRuleRemoved, douyinRuleSaved } from '../../../queries/douyin';
import { refusalText } from '../../../features/douyin/refusal';

function MatchSummary({ rule }: { rule: DouyinRule }) {
  const { t } = useTranslation();
  if (rule.match === 'keywords')
    return <>{t('douyin.page.rules.matchKeywords', { list: rule.keywords.join(', ') })}</>;
  if (rule.match === 'regex')
    return <>{t('douyin.page.rules.matchRegex', { pattern: rule.pattern })}</>;
  return <>{t('douyin.page.rules.matchAny')}</>;
}

export function RuleRow(props: { rule: DouyinRule; onEdit(): void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { rule } = props;
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      douyinRuleSaved(await douyinService.ruleEnabled(rule.id, enabled));
    } catch (error) {
      toast('error', refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card douyin-rule" data-testid="douyin-rule" data-rule={rule.id}>
      <div className="douyin-rule-head">
        <h3>
          <bdi dir="auto">{rule.name}</bdi>
        </h3>
        <span className="tag">
          {rule.reply === 'bot'
            ? t('douyin.page.rules.fallback')
            : t('douyin.page.rules.priority', { priority: rule.priority })}
        </span>
        {rule.pausedReason && (
          <span className="tag douyin-state-failing" data-testid="douyin-rule-paused">
            {rule.pausedReason === 'noCredits'
              ? t('douyin.page.rules.pausedNoCredits')
              : t('douyin.page.rules.pausedOther')}
          </span>
        )}
      </div>
      <ul className="douyin-meta">
        <li dir="auto">
          <MatchSummary rule={rule} />
        </li>
        <li>{t(`douyin.page.scope.${rule.scope}`)}</li>
        <li>
          {rule.videoIds.length === 0
            ? t('douyin.page.rules.videosAll')
            : t('douyin.page.rules.videosSome', { count: rule.videoIds.length })}
        </li>
        <li>{t(`douyin.page.replyKind.${rule.reply}`)}</li>
      </ul>
      <div className="douyin-actions">
        <label className="douyin-check">
          <input
            type="checkbox"
            role="switch"
            checked={rule.enabled}
            disabled={busy}
            onChange={(event) => void toggle(event.target.checked)}
            data-testid="douyin-rule-switch"
          />
          {t('douyin.page.rules.enabled')}
        </label>
        <button type="button" className="btn" onClick={props.onEdit} data-testid="douyin-rule-edit">
          {t('douyin.page.rules.edit')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          data-testid="douyin-rule-delete"
          onClick={() =>
            confirm({
              title: t('douyin.page.rules.removeTitle', { name: rule.name }),
              content: t('douyin.page.rules.removeText'),
              okText: t('douyin.page.rules.removeOk'),
              onOk: () =>
                douyinService.removeRule(rule.id).then(
                  () => douyinRuleRemoved(rule.accountId),
                  (error: unknown) => {
                    toast('error', refusalText(error));
                    throw error;
                  },
                ),
            })
          }
        >
          {t('douyin.page.rules.remove')}
        </button>
      </div>
    </li>
  );
}
