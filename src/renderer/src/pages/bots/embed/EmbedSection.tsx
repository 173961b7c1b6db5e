// A bot on the owner's websites (the bot page's Embed section): who can reach it now, its own page's link,
// the code to paste into the owner's pages, each with a copy button, and the settings that decide it (who
// can talk to it, its websites, what visitors may spend a day), saved on their own.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotView } from '@shared/api/bots';
import { EMBED_PATH_PREFIX, WIDGET_LOADER_PATH } from '@shared/widget';
import { CopyButton } from '../../../features/chat/CopyButton';
import { platform } from '../../../platform';
import './embed.css';

/** Where visitors reach Atrium: this page's origin on the web, the server's in the desktop app. */
const atriumOrigin = () =>
  platform.kind === 'web' ? window.location.origin : platform.apiBase().replace(/\/+$/, '');

function embedCode(origin: string, botId: string): string {
  return `<script src="${origin}${WIDGET_LOADER_PATH}" data-bot="${botId}" async></script>`;
}

function Reach(props: { bot: BotView }) {
  const { t } = useTranslation();
  const { bot } = props;
  const origin = atriumOrigin();
  const link = `${origin}${EMBED_PATH_PREFIX}${bot.id}`;
  const code = embedCode(origin, bot.id);
  const embedded = bot.visibility === 'embedded';
  return (
    <div className="bot-embed-reach">
      <h3>{t('widget.embed.reach')}</h3>
      <p data-testid="bot-embed-status">
        {bot.visibility === 'private'
          ? t('widget.embed.private')
          : embedded
            ? t('widget.embed.embedded', { count: bot.origins.length })
            : t('widget.embed.link')}
      </p>
      {bot.visibility !== 'private' && bot.dailyCap === 0 && (
        <p className="bot-chat-note" role="note" data-testid="bot-embed-no-cap">
          {t('widget.embed.noCap')}
        </p>
      )}
      {bot.visibility !== 'private' && (
        <div className="bot-embed-item">
          <span className="bot-label">{t('widget.embed.pageLink')}</span>
          <div className="bot-embed-copy">
            <a href={link} target="_blank" rel="noreferrer" dir="ltr" data-testid="bot-embed-link">
              {link}
            </a>
            <CopyButton
              text={() => link}
              label={t('widget.embed.copyLink')}
              className="btn bot-embed-copy-btn"
              testId="bot-embed-copy-link"
            />
          </div>
        </div>
      )}
      {embedded && (
        <div className="bot-embed-item">
          <span className="bot-label" id="bot-embed-code-label">
            {t('widget.embed.code')}
          </span>
          <div className="bot-embed-copy">
            <pre dir="ltr" aria-labelledby="bot-embed-code-label" data-testid="bot-embed-code">
              <code>{code}</code>
            </pre>
            <CopyButton
              text={() => code}
              label={t('widget.embed.copyCode')}
              className="btn bot-embed-copy-btn"
              testId="bot-embed-copy-code"
              showLabel
            />
          </div>
          <p className="form-hint">{t('widget.embed.codeHint')}</p>
        </div>
      )}
    </div>
  );
}

/** `children`: the settings' form for the bot's reach. */
export function EmbedSection(props: { bot: BotView; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="bot-section card bot-embed" aria-labelledby="bot-embed-title">
      <h2 id="bot-embed-title">{t('widget.embed.title')}</h2>
      <p className="bot-embed-lead">{t('widget.embed.lead')}</p>
      <Reach bot={props.bot} />
      <h3 className="bot-embed-settings">{t('widget.embed.settings')}</h3>
      {props.children}
    </section>
  );
}
