// A bot's page (/bots/:id), and the same page for a bot still to be made (/bots/new). Under the bot's name
// and its actions, its sections as tabs: settings, and once the bot is saved its knowledge, test chat,
// embedding and data (`?section=knowledge`, `chat`, `embed` and `data` link to them).
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { BotView } from '@shared/api/bots';
import { botsService } from '../../api/bots';
import { ApiError } from '../../api/errors';
import { toast } from '../../api/toast';
import { AntdScope } from '../../components/antd/AntdScope';
import { useConfirm } from '../../components/Confirm';
import { ErrorPanel } from '../../components/ErrorPanel';
import { BotAvatar } from '../../features/bots/BotAvatar';
import { botDeleted, botSaved, useBot } from '../../queries/bots';
import { viewStatus } from '../../queries/view-status';
import { useUserStore } from '../../stores/user';
import { ChatSection } from './chat/ChatSection';
import { DataSection } from './data/DataSection';
import { EmbedSection } from './embed/EmbedSection';
import { KnowledgeSection } from './knowledge/KnowledgeSection';
import { BotSettingsForm } from './settings/BotSettingsForm';
import { panelId, tabId, Tabs } from '../../components/Tabs';
import '../../features/characters/characters.css';
import './bot-page.css';
import { SignInRedirect } from '../../components/SignInRedirect';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/bots" className="bot-back" data-testid="bot-back">
      <span aria-hidden="true" className="bot-back-arrow">
        ←
      </span>{' '}
      {t('bots.page.back')}
    </Link>
  );
}

function BotHead(props: { bot?: BotView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { bot } = props;
  const remove = (bot: BotView) =>
    confirm({
      title: t('bots.page.deleteTitle', { name: bot.name }),
      content: t('bots.page.deleteText'),
      okText: t('bots.page.delete'),
      okTestId: 'bot-delete-ok',
      onOk: async () => {
        await botsService.remove(bot.id);
        botDeleted(bot.id);
        toast('success', t('bots.page.deleted', { name: bot.name }));
        void navigate('/bots', { replace: true });
      },
    });
  return (
    <header className="bot-head">
      <BackLink />
      <div className="bot-head-row">
        {bot && <BotAvatar name={bot.name} src={bot.avatarUrl} size={56} />}
        <h1 data-testid="bot-title">
          {bot ? <bdi dir="auto">{bot.name}</bdi> : t('bots.page.newTitle')}
        </h1>
        {bot && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => remove(bot)}
            aria-label={t('bots.page.deleteNamed', { name: bot.name })}
            data-testid="bot-delete"
          >
            {t('bots.page.delete')}
          </button>
        )}
      </div>
    </header>
  );
}

function SettingsSection(props: { bot?: BotView; onSaved(bot: BotView): void }) {
  const { t } = useTranslation();
  const { bot } = props;
  return (
    <section className="bot-section card" aria-labelledby="bot-settings-title">
      <h2 id="bot-settings-title">{t('bots.page.settings')}</h2>
      {/* A saved bot's reach is set in its Embed section, beside its code. */}
      <BotSettingsForm bot={bot} onSaved={props.onSaved} part={bot ? 'about' : 'all'} />
      {bot && (
        <p className="form-hint bot-reach-moved">
          <Link to="?section=embed" replace data-testid="bot-reach-link">
            {t('widget.embed.moved')}
          </Link>
        </p>
      )}
    </section>
  );
}

const SECTIONS = ['settings', 'knowledge', 'chat', 'embed', 'data'] as const;
type Section = (typeof SECTIONS)[number];
const PREFIX = 'bot-section';

const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section);

/**
 * The settings, the knowledge, the test chat, the embedding and the data of a saved bot. Each stays mounted
 * once shown, so a draft (or an answer being written) survives a look at another; the chosen one is in the
 * address, replacing it rather than adding to the history.
 */
function Sections(props: { bot: BotView }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const active: Section = isSection(asked) ? asked : 'settings';
  const [shown, setShown] = useState<ReadonlySet<Section>>(new Set([active]));
  if (!shown.has(active)) setShown(new Set([...shown, active]));
  const choose = (section: Section) =>
    setParams(section === 'settings' ? {} : { section }, { replace: true });
  const { bot } = props;
  const saved = (changed: BotView) => {
    botSaved(changed);
    toast('success', t('bots.form.saved'));
  };
  const panels: Record<Section, () => ReactElement> = {
    settings: () => (
      // A new form per bot: another bot's page never shows this one's draft.
      <SettingsSection key={bot.id} bot={bot} onSaved={saved} />
    ),
    knowledge: () => <KnowledgeSection key={bot.id} botId={bot.id} />,
    chat: () => <ChatSection key={bot.id} bot={bot} />,
    embed: () => (
      <EmbedSection key={bot.id} bot={bot}>
        <BotSettingsForm bot={bot} part="reach" onSaved={saved} />
      </EmbedSection>
    ),
    data: () => <DataSection key={bot.id} botId={bot.id} />,
  };
  return (
    <>
      <Tabs
        tabs={SECTIONS.map((id) => ({
          id,
          label: t(id === 'embed' ? 'widget.embed.tab' : `bots.page.${id}`),
        }))}
        active={active}
        onChange={choose}
        idPrefix={PREFIX}
        label={t('bots.page.sections')}
        className="bot-sections"
      />
      {SECTIONS.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(PREFIX, id)}
          aria-labelledby={tabId(PREFIX, id)}
          hidden={id !== active}
        >
          {shown.has(id) && panels[id]()}
        </div>
      ))}
    </>
  );
}

function NewBot() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <BotHead />
      <SettingsSection
        onSaved={(bot) => {
          botSaved(bot);
          toast('success', t('bots.page.created'));
          void navigate(`/bots/${bot.id}`, { replace: true });
        }}
      />
    </>
  );
}

function SavedBot(props: { id: string }) {
  const { t } = useTranslation();
  const query = useBot(props.id);
  const status = viewStatus(query);
  const bot = query.data;
  if (status === 'error') {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <>
        <BackLink />
        <ErrorPanel
          testId={missing ? 'bot-not-found' : 'bot-error'}
          message={t(missing ? 'bots.page.notFound' : 'bots.page.failed')}
          action={
            missing ? (
              <Link to="/bots" className="btn">
                {t('bots.page.back')}
              </Link>
            ) : (
              <button type="button" className="btn" onClick={() => void query.refetch()}>
                {t('app.retry')}
              </button>
            )
          }
        />
      </>
    );
  }
  if (!bot)
    return (
      <div className="center" role="status" data-testid="bot-loading">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  return (
    <>
      <BotHead bot={bot} />
      <Sections bot={bot} />
    </>
  );
}

export default function BotPage() {
  const { id } = useParams();
  const user = useUserStore((state) => state.user);
  if (!user) return <SignInRedirect />;
  return (
    <AntdScope>
      <div className="bot-page" data-testid="bot-page">
        {id ? <SavedBot id={id} /> : <NewBot />}
      </div>
    </AntdScope>
  );
}
