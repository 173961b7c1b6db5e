// Pasted text: a name and the text, with a counter up to the limit and, where preparing it for search by
// meaning costs credits, what it would cost (worked out each time the writing pauses, before Add confirms
// it); what is missing or too long is said by its field before anything is sent.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_LIMITS } from '@shared/api/bot-sources';
import { toast } from '../../../api/toast';
import { useKnowledgeSearch, useTextQuote } from '../../../queries/bot-sources';
import { describedBy } from './described-by';
import { QuoteLine } from './QuoteLine';
import { isPriced } from './SearchNotice';
import { Refusal, SendButton } from './SendButton';
import { useAddSource } from './use-add-source';

type Errors = Partial<Record<'name' | 'text', string>>;

export function AddText(props: { botId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, refusal, send } = useAddSource(props.botId);
  const quote = useTextQuote(text, isPriced(useKnowledgeSearch(props.botId)));
  const length = text.trim().length;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = t('bots.sources.nameRequired');
    else if (name.trim().length > SOURCE_LIMITS.name) found.name = t('bots.sources.nameTooLong');
    if (!length) found.text = t('bots.sources.textRequired');
    else if (length > SOURCE_LIMITS.text) found.text = t('bots.sources.textTooLong');
    setErrors(found);
    if (found.name || found.text) {
      document.getElementById(`${id}-${found.name ? 'name' : 'text'}`)?.focus();
      return;
    }
    const added = await send({ kind: 'text', name: name.trim(), text });
    if (!added) return;
    toast('success', t('bots.knowledge.added', { name: added.name }));
    setName('');
    setText('');
  };

  return (
    <form className="knowledge-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>{t('bots.knowledge.name')}</label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={SOURCE_LIMITS.name}
          placeholder={t('bots.knowledge.namePlaceholder')}
          dir="auto"
          onChange={(event) => setName(event.target.value)}
          data-testid="knowledge-text-name"
          {...describedBy(`${id}-name`, errors.name, false)}
        />
        {errors.name && (
          <span className="form-error" id={`${id}-name-error`} role="alert">
            {errors.name}
          </span>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-text`}>{t('bots.knowledge.textLabel')}</label>
        <textarea
          id={`${id}-text`}
          rows={8}
          value={text}
          placeholder={t('bots.knowledge.textPlaceholder')}
          dir="auto"
          onChange={(event) => setText(event.target.value)}
          data-testid="knowledge-text"
          {...describedBy(`${id}-text`, errors.text)}
        />
        <span className="form-hint" id={`${id}-text-hint`}>
          <span
            className={length > SOURCE_LIMITS.text ? 'form-error' : undefined}
            data-testid="knowledge-text-count"
          >
            {number(length)} / {number(SOURCE_LIMITS.text)}
          </span>
          {quote && <QuoteLine quote={quote} testId="knowledge-text-quote" />}
        </span>
        {errors.text && (
          <span className="form-error" id={`${id}-text-error`} role="alert">
            {errors.text}
          </span>
        )}
      </div>
      <Refusal text={refusal} testId="knowledge-text-refusal" />
      <SendButton busy={busy} label={t('bots.knowledge.addText')} testId="knowledge-text-add" />
    </form>
  );
}
