// The bot that answers: one of the user's own bots (the bots list's cache), with what its replies cost.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field, describedBy, type FieldError } from '../../../components/Field';
import { useBotPages } from '../../../queries/bots';
import { uniqueItems } from '../../../queries/paged-lists';

export function BotField(props: {
  id: string;
  value: string | null;
  error?: FieldError;
  onChange(botId: string | null): void;
}) {
  const { t } = useTranslation();
  const query = useBotPages();
  const bots = uniqueItems(query.data?.pages, (bot) => bot.id);
  const none = query.isSuccess && bots.length === 0;
  return (
    <Field
      id={props.id}
      label={t('douyin.page.form.bot')}
      error={props.error}
      hint={t('douyin.page.form.botCharged')}
    >
      {none ? (
        <p className="douyin-hint" data-testid="douyin-rule-no-bots">
          <Link to="/bots">{t('douyin.page.form.botsNone')}</Link>
        </p>
      ) : (
        <select
          id={props.id}
          value={props.value ?? ''}
          onChange={(event) => props.onChange(event.target.value || null)}
          data-testid="douyin-rule-bot"
          {...describedBy(props.id, props.error)}
        >
          <option value="">{t('douyin.page.form.botChoose')}</option>
          {bots.map((bot) => (
            <option key={bot.id} value={bot.id}>
              {bot.name}
            </option>
          ))}
        </select>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('bots.list.more')}
        </button>
      )}
    </Field>
  );
}
