// One bot in the list: the whole card opens its page. Its picture, name, description (two lines), the model
// that answers, who can talk to it, and how much it knows.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotView } from '@shared/api/bots';
import { BotAvatar } from '../../features/bots/BotAvatar';

export function BotCard(props: { bot: BotView; modelLabel: string }) {
  const { t } = useTranslation();
  const { bot } = props;
  return (
    <li className="bot-card card" data-testid="bot-card">
      <div className="bot-card-head">
        <BotAvatar name={bot.name} src={bot.avatarUrl} size={44} />
        <div className="bot-card-title">
          <h2>
            <Link to={`/bots/${bot.id}`} className="bot-card-link" data-testid="bot-card-link">
              <bdi dir="auto">{bot.name}</bdi>
            </Link>
          </h2>
          <span className={`tag bot-visibility bot-visibility-${bot.visibility}`}>
            {t(`bots.visibility.${bot.visibility}`)}
          </span>
        </div>
      </div>
      <p className={bot.description ? 'bot-card-text' : 'bot-card-text bot-card-none'} dir="auto">
        {bot.description || t('bots.list.noDescription')}
      </p>
      <ul className="bot-card-meta">
        <li>{t('bots.list.model', { model: props.modelLabel })}</li>
        <li>{t('bots.list.sources', { count: bot.sources.total })}</li>
        <li>{t('bots.list.chunks', { count: bot.chunks })}</li>
      </ul>
    </li>
  );
}
