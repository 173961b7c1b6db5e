// What a rule answers: any of some keywords, a regular expression (with an example), or anything at all.
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS, RULE_MATCHES } from '@shared/api/douyin';
import { ChipsInput } from '../../../components/ChipsInput';
import {
  ChoiceGroup,
  ErrorText,
  Field,
  describedBy,
  type FieldError,
} from '../../../components/Field';
import { useChipsLabels } from '../../../features/douyin/chips-labels';
import type { RuleDraft } from './rule-draft';

export function MatchFields(props: {
  id: (field: string) => string;
  draft: RuleDraft;
  errors: Record<string, FieldError>;
  set(changes: Partial<RuleDraft>): void;
}) {
  const { t } = useTranslation();
  const chips = useChipsLabels();
  const { draft, errors, id } = props;
  return (
    <>
      <ChoiceGroup
        name={id('match')}
        legend={t('douyin.page.form.match')}
        choices={RULE_MATCHES}
        value={draft.match}
        label={(choice) => t(`douyin.page.match.${choice}`)}
        hint={(choice) => t(`douyin.page.matchHint.${choice}`)}
        onChange={(match) => props.set({ match })}
        testId="douyin-rule-match"
      />
      {draft.match === 'keywords' && (
        <div className="form-field">
          <label htmlFor={id('keywords')}>{t('douyin.page.form.keywords')}</label>
          <ChipsInput
            id={id('keywords')}
            values={draft.keywords}
            max={DOUYIN_LIMITS.keywords}
            maxLength={DOUYIN_LIMITS.keyword}
            onChange={(keywords) => props.set({ keywords })}
            labels={chips}
            describedBy={[`${id('keywords')}-hint`, errors.keywords && `${id('keywords')}-error`]
              .filter(Boolean)
              .join(' ')}
            invalid={Boolean(errors.keywords)}
            testId="douyin-rule-keywords"
          />
          <span className="form-hint" id={`${id('keywords')}-hint`}>
            {t('douyin.page.form.keywordsHint', { max: DOUYIN_LIMITS.keywords })}
          </span>
          <ErrorText id={id('keywords')} error={errors.keywords} />
        </div>
      )}
      {draft.match === 'regex' && (
        <Field
          id={id('pattern')}
          label={t('douyin.page.form.pattern')}
          error={errors.pattern}
          hint={t('douyin.page.form.patternHint', { max: DOUYIN_LIMITS.pattern })}
        >
          <input
            id={id('pattern')}
            type="text"
            dir="ltr"
            spellCheck={false}
            value={draft.pattern}
            onChange={(event) => props.set({ pattern: event.target.value })}
            data-testid="douyin-rule-pattern"
            {...describedBy(id('pattern'), errors.pattern)}
          />
        </Field>
      )}
    </>
  );
}
