// How a rule replies: one of several fixed texts, a template, or one of the user's bots.
import { useTranslation } from 'react-i18next';
import { RULE_REPLIES } from '@shared/api/douyin';
import { ChoiceGroup, type FieldError } from '../../../components/Field';
import { BotField } from './BotField';
import { TemplateField } from './TemplateField';
import { TextsField } from './TextsField';
import type { RuleDraft } from './rule-draft';

export function ReplyFields(props: {
  id: (field: string) => string;
  draft: RuleDraft;
  errors: Record<string, FieldError>;
  set(changes: Partial<RuleDraft>): void;
}) {
  const { t } = useTranslation();
  const { draft, errors, id, set } = props;
  return (
    <>
      <ChoiceGroup
        name={id('reply')}
        legend={t('douyin.page.form.reply')}
        choices={RULE_REPLIES}
        value={draft.reply}
        label={(choice) => t(`douyin.page.replyKind.${choice}`)}
        hint={(choice) => t(`douyin.page.replyHint.${choice}`)}
        onChange={(reply) => set({ reply })}
        testId="douyin-rule-reply"
      />
      {draft.reply === 'texts' && (
        <TextsField
          id={id('texts')}
          texts={draft.texts}
          errors={errors}
          onChange={(texts) => set({ texts })}
        />
      )}
      {draft.reply === 'template' && (
        <TemplateField
          id={id('template')}
          value={draft.template}
          error={errors.template}
          onChange={(template) => set({ template })}
        />
      )}
      {draft.reply === 'bot' && (
        <BotField
          id={id('botId')}
          value={draft.botId}
          error={errors.botId}
          onChange={(botId) => set({ botId })}
        />
      )}
    </>
  );
}
