// Tries the account's rules on pasted sample comments (one per line) and, if asked, on its latest real
// comments and messages: which rule would fire and what it would say. Nothing is sent or charged.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUYIN_LIMITS, type DouyinAccount } from '@shared/api/douyin';
import { douyinService } from '../../../api/douyin';
import { ErrorText, Field, describedBy, type FieldError } from '../../../components/Field';
import { refusalText } from '../../../features/douyin/refusal';
import { DryRunTable, type DryRunRow } from './DryRunTable';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function DryRunSection(props: { account: DouyinAccount }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FieldError>();
  const [refusal, setRefusal] = useState<string>();
  const [rows, setRows] = useState<DryRunRow[]>();

  const run = async () => {
    const samples = linesOf(text);
    setRefusal(undefined);
    if (samples.length > DOUYIN_LIMITS.samples)
      return setProblem({
        key: 'douyin.page.dryRun.tooMany',
        values: { max: DOUYIN_LIMITS.samples },
      });
    if (samples.length === 0 && !recent) return setProblem({ key: 'douyin.page.dryRun.nothing' });
    const tooLong = samples.find((sample) => sample.length > DOUYIN_LIMITS.sample);
    if (tooLong)
      return setProblem({
        key: 'douyin.errors.sample',
        fallback: 'douyin.page.form.invalid.other',
      });
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await douyinService.dryRun({
        accountId: props.account.id,
        samples: samples.map((sample) => ({ text: sample })),
        recent,
      });
      setRows(answer.list);
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="douyin-dry-run">
      <div>
        <h2>{t('douyin.page.dryRun.title')}</h2>
        <p className="lead">{t('douyin.page.dryRun.lead')}</p>
      </div>
      <form
        className="douyin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <Field
          id={`${id}-samples`}
          label={t('douyin.page.dryRun.samples')}
          hint={t('douyin.page.dryRun.samplesHint', { max: DOUYIN_LIMITS.samples })}
        >
          <textarea
            id={`${id}-samples`}
            rows={5}
            dir="auto"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
            data-testid="douyin-dry-run-samples"
            {...describedBy(`${id}-samples`, problem)}
          />
        </Field>
        <label className="douyin-check">
          <input
            type="checkbox"
            checked={recent}
            onChange={(event) => {
              setRecent(event.target.checked);
              setProblem(undefined);
            }}
            data-testid="douyin-dry-run-recent"
          />
          {t('douyin.page.dryRun.recent')}
        </label>
        <ErrorText id={`${id}-samples`} error={problem} />
        {refusal && (
          <p className="form-alert" role="alert">
            {refusal}
          </p>
        )}
        <div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            data-testid="douyin-dry-run-submit"
          >
            {busy ? t('app.loading') : t('douyin.page.dryRun.run')}
          </button>
        </div>
      </form>
      {rows &&
        (rows.length === 0 ? (
          <p className="douyin-hint" role="status">
            {t('douyin.page.dryRun.empty')}
          </p>
        ) : (
          <DryRunTable rows={rows} />
        ))}
    </div>
  );
}
