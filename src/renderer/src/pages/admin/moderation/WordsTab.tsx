// The checked words, one list per language, with who added each (none for the shipped list): a form adds a
// word (its refusal, a repeat say, shows under the form) and each word is removed after a confirmation.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNED_WORD_CHARS, type BannedWordRow } from '@shared/api/admin-moderation';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { moderationService } from '../../../api/admin-moderation';
import { toast } from '../../../api/toast';
import { useConfirm } from '../../../components/Confirm';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { messageOf } from '../../../features/tasks/use-image-slot';
import { refreshAdmin, useBannedWords } from '../../../queries/admin';

function AddWordForm() {
  const { t } = useTranslation();
  const wordId = useId();
  const [word, setWord] = useState('');
  const [locale, setLocale] = useState<Locale>(SUPPORTED_LOCALES[0]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!word.trim()) return setProblem(t('admin.moderation.errors.wordRequired'));
    setBusy(true);
    setProblem(undefined);
    try {
      await moderationService.addWord({ word, locale });
      setWord('');
      refreshAdmin();
    } catch (error) {
      setProblem(messageOf(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="admin-toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <label className="sr-only" htmlFor={wordId}>
        {t('admin.moderation.words.word')}
      </label>
      <input
        id={wordId}
        type="search"
        value={word}
        maxLength={BANNED_WORD_CHARS}
        placeholder={t('admin.moderation.words.word')}
        onChange={(event) => setWord(event.target.value)}
        data-testid="moderation-word-input"
      />
      <select
        value={locale}
        aria-label={t('admin.moderation.words.locale')}
        onChange={(event) => setLocale(event.target.value as Locale)}
        data-testid="moderation-word-locale"
      >
        {SUPPORTED_LOCALES.map((value) => (
          <option key={value} value={value}>
            {t(`app.language.${value}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy}
        data-testid="moderation-word-add"
      >
        {busy ? t('app.loading') : t('admin.moderation.words.add')}
      </button>
      {problem && (
        <p
          className="form-problem moderation-problem"
          role="alert"
          data-testid="moderation-word-problem"
        >
          {problem}
        </p>
      )}
    </form>
  );
}

function WordList(props: { locale: Locale; words: BannedWordRow[] }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = (row: BannedWordRow) =>
    confirm({
      title: t('admin.moderation.words.removeTitle', { word: row.word }),
      content: t('admin.moderation.words.removeLead'),
      okText: t('admin.moderation.words.remove'),
      onOk: async () => {
        try {
          await moderationService.removeWord(row.id);
        } catch (error) {
          // The call is silent: the confirmation stays open, and the reason is told here.
          toast('error', messageOf(error, t));
          throw error;
        } finally {
          refreshAdmin();
        }
      },
    });
  return (
    <section className="moderation-words" data-testid={`moderation-words-${props.locale}`}>
      <h3>
        {t(`app.language.${props.locale}`)}{' '}
        <span className="muted">
          {t('admin.moderation.words.count', { count: props.words.length })}
        </span>
      </h3>
      {props.words.length === 0 ? (
        <p className="admin-empty">{t('admin.moderation.words.empty')}</p>
      ) : (
        <ul className="moderation-word-list">
          {props.words.map((row) => (
            <li key={row.id} data-testid="moderation-word">
              <bdi className="moderation-word-text">{row.word}</bdi>
              <span className="muted">{row.addedBy ?? t('admin.moderation.words.shipped')}</span>
              <button
                type="button"
                className="btn btn-ghost moderation-hide"
                onClick={() => remove(row)}
                aria-label={`${t('admin.moderation.words.remove')} ${row.word}`}
                data-testid="moderation-word-remove"
              >
                {t('admin.moderation.words.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WordsTab() {
  const { t } = useTranslation();
  const words = useBannedWords();
  return (
    <div data-testid="moderation-words">
      <p className="muted">{t('admin.moderation.words.lead')}</p>
      <AddWordForm />
      {words.isPending ? (
        <Spinner />
      ) : words.isError ? (
        <ErrorPanel
          testId="moderation-words-failed"
          message={t('admin.moderation.words.failed')}
          action={
            <button type="button" className="btn" onClick={() => void words.refetch()}>
              {t('app.retry')}
            </button>
          }
        />
      ) : (
        <div className="moderation-word-columns">
          {SUPPORTED_LOCALES.map((locale) => (
            <WordList
              key={locale}
              locale={locale}
              words={words.data.list.filter((row) => row.locale === locale)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
