// A web page by its address (http or https); the server fetches it, and its title becomes the name. Its length
// is known only once it is read, so where preparing it for search by meaning costs credits the rate is said.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_LIMITS } from '@shared/api/bot-sources';
import { toast } from '../../../api/toast';
import { useCreditsFormat } from '../../../features/billing/credits-format';
import { useKnowledgeSearch } from '../../../queries/bot-sources';
import { describedBy } from './described-by';
import { isPriced } from './SearchNotice';
import { Refusal, SendButton } from './SendButton';
import { useAddSource } from './use-add-source';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

export function AddUrl(props: { botId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const { busy, refusal, send } = useAddSource(props.botId);
  const fmt = useCreditsFormat();
  const search = useKnowledgeSearch(props.botId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    const valid = WEB_ADDRESS.test(address) && address.length <= SOURCE_LIMITS.url;
    setError(valid ? undefined : t('bots.sources.urlInvalid'));
    if (!valid) {
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    const added = await send({ kind: 'url', url: address });
    if (!added) return;
    toast('success', t('bots.knowledge.added', { name: added.name }));
    setUrl('');
  };

  return (
    <form className="knowledge-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-url`}>{t('bots.knowledge.urlLabel')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          dir="ltr"
          value={url}
          maxLength={SOURCE_LIMITS.url}
          placeholder={t('bots.knowledge.urlPlaceholder')}
          onChange={(event) => setUrl(event.target.value)}
          data-testid="knowledge-url"
          {...describedBy(`${id}-url`, error)}
        />
        <span className="form-hint" id={`${id}-url-hint`}>
          {t('bots.knowledge.urlHint')}
          {isPriced(search) && (
            <span className="knowledge-quote" data-testid="knowledge-url-price">
              {t('bots.search.urlPrice', { price: fmt.credits(search!.perThousandTokens) })}
            </span>
          )}
        </span>
        {error && (
          <span className="form-error" id={`${id}-url-error`} role="alert">
            {error}
          </span>
        )}
      </div>
      <Refusal text={refusal} testId="knowledge-url-refusal" />
      <SendButton busy={busy} label={t('bots.knowledge.addUrl')} testId="knowledge-url-add" />
    </form>
  );
}
