// A rule's editor in a dialog: its name and priority, what it answers and where, the videos it is kept to,
// how it replies, and whether it is on. Checked with the contract's schema before anything is sent; the
// first field with a problem takes the focus.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS, RULE_SCOPES, type DouyinRule } from '@shared/api/douyin';
import { Dialog } from '../../../components/Dialog';
import { DialogActions } from '../../../components/DialogActions';
import { ChoiceGroup, Counter, Field, describedBy } from '../../../components/Field';
import { MatchFields } from './MatchFields';
import { ReplyFields } from './ReplyFields';
import { VideoPicker } from './VideoPicker';
import { useRuleForm } from './use-rule-form';

export function RuleDialog(props: {
  accountId: string;
  rule?: DouyinRule;
  nextPriority: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const form = useRuleForm({ ...props, onSaved: props.onClose });
  const { draft, errors, set } = form;

  const submit = async () => {
    const first = await form.save();
    if (first) document.getElementById(id(first.replace('.', '-')))?.focus();
  };

  return (
    <Dialog
      labelledBy={id('title')}
      onClose={props.onClose}
      className="douyin-rule-dialog"
      testId="douyin-rule-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="dialog-body douyin-form">
          <h2 id={id('title')}>
            {props.rule ? t('douyin.page.form.editTitle') : t('douyin.page.form.newTitle')}
          </h2>
          {form.refusal && (
            <p className="form-alert" role="alert" data-testid="douyin-rule-refusal">
              {form.refusal}
            </p>
          )}
          <div className="douyin-form-row">
            <Field
              id={id('name')}
              label={t('douyin.page.form.name')}
              error={errors.name}
              hint={<Counter value={draft.name} max={DOUYIN_LIMITS.name} />}
            >
              <input
                id={id('name')}
                type="text"
                dir="auto"
                value={draft.name}
                onChange={(event) => set({ name: event.target.value })}
                data-testid="douyin-rule-name"
                {...describedBy(id('name'), errors.name)}
              />
            </Field>
            <Field
              id={id('priority')}
              label={t('douyin.page.form.priority')}
              error={errors.priority}
              hint={t('douyin.page.form.priorityHint')}
            >
              <input
                id={id('priority')}
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                step={1}
                value={draft.priority}
                onChange={(event) => set({ priority: event.target.value })}
                data-testid="douyin-rule-priority"
                {...describedBy(id('priority'), errors.priority)}
              />
            </Field>
          </div>
          <MatchFields id={id} draft={draft} errors={errors} set={set} />
          <ChoiceGroup
            name={id('scope')}
            legend={t('douyin.page.form.scope')}
            choices={RULE_SCOPES}
            value={draft.scope}
            label={(choice) => t(`douyin.page.scope.${choice}`)}
            onChange={(scope) => set({ scope })}
            testId="douyin-rule-scope"
          />
          {draft.scope !== 'messages' && (
            <VideoPicker
              id={id('videoIds')}
              accountId={props.accountId}
              value={draft.videoIds}
              error={errors.videoIds}
              onChange={(videoIds) => set({ videoIds })}
            />
          )}
          <ReplyFields id={id} draft={draft} errors={errors} set={set} />
          <label className="douyin-check">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(event) => set({ enabled: event.target.checked })}
              data-testid="douyin-rule-enabled"
            />
            <span>
              {t('douyin.page.form.enabled')}
              <small className="form-hint">{t('douyin.page.form.enabledHint')}</small>
            </span>
          </label>
        </div>
        <DialogActions
          okText={props.rule ? t('douyin.page.form.save') : t('douyin.page.form.create')}
          busy={form.saving}
          onCancel={props.onClose}
          testId="douyin-rule-save"
        />
      </form>
    </Dialog>
  );
}
