// The rule form's state: the draft, the checks once a save was tried (then on every change), and the save,
// which creates the rule or, with its id, saves it. The server's refusal is kept to be shown above the form.
import { useState } from 'react';
import type { DouyinRule } from '@shared/api/douyin';
import { douyinService } from '../../../api/douyin';
import { douyinRuleSaved } from '../../../queries/douyin';
import { refusalText } from '../../../features/douyin/refusal';
import {
  firstProblem,
  newRuleDraft,
  ruleDraft,
  ruleErrors,
  ruleInputOf,
  type RuleDraft,
} from './rule-draft';

export function useRuleForm(props: {
  accountId: string;
  rule?: DouyinRule;
  /** The priority a new rule starts with (after the account's others). */
  nextPriority: number;
  onSaved(rule: DouyinRule): void;
}) {
  const [draft, setDraft] = useState<RuleDraft>(() =>
    props.rule ? ruleDraft(props.rule) : newRuleDraft(props.accountId, props.nextPriority),
  );
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const errors = tried ? ruleErrors(draft) : {};

  const set = (changes: Partial<RuleDraft>) => {
    setDraft((old) => ({ ...old, ...changes }));
    setRefusal(undefined);
  };

  /** Saves; answers the field to fix first when nothing was sent. */
  const save = async (): Promise<string | undefined> => {
    setTried(true);
    const first = firstProblem(ruleErrors(draft));
    if (first) return first;
    setSaving(true);
    try {
      const rule = await douyinService.saveRule({
        ...ruleInputOf(draft),
        ...(props.rule && { id: props.rule.id }),
      });
      douyinRuleSaved(rule);
      props.onSaved(rule);
    } catch (error) {
      setRefusal(refusalText(error));
      setSaving(false);
    }
    return undefined;
  };

  return { draft, set, errors, saving, refusal, save };
}
