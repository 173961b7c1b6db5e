// AI creation tools and the assistant: a card for every tool, linking to its page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOOL_NAV } from '@shared/tools/nav';
import { PathIcon } from '../../components/StrokeIcon';
import { TOOL_ICONS } from '../../tools/icons';

/** The assistant's icon (App Tools is not an image tool: it has no folder under tools/). */
const ASSISTANT_ICON = [
  'M4 5h16v11H9l-5 4z',
  'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4',
  'M12 15h.01',
] as const;

function AssistantIcon() {
  return <PathIcon className="tool-icon" size={28} d={ASSISTANT_ICON} />;
}

export function CreationTools() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="tools-title">
      <h2 id="tools-title">{t('pages.home.toolsTitle')}</h2>
      <p className="lead">{t('pages.home.toolsLead')}</p>
      <div className="grid">
        {TOOL_NAV.map((tool) => {
          const Icon = TOOL_ICONS[tool.id];
          return (
            <Link key={tool.id} className="card tool-card" to={tool.path} data-testid="tool-card">
              <Icon className="tool-icon" size={28} />
              <h3>{t(`${tool.messages}.card.title`)}</h3>
              <p>{t(`${tool.messages}.card.text`)}</p>
            </Link>
          );
        })}
        <Link className="card tool-card" to="/helper" data-testid="tool-card">
          <AssistantIcon />
          <h3>{t('pages.home.tools.helper.title')}</h3>
          <p>{t('pages.home.tools.helper.text')}</p>
        </Link>
      </div>
    </section>
  );
}

export function AssistantCard() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="assistant-title">
      <div className="card assistant-card">
        <AssistantIcon />
        <div>
          <h2 id="assistant-title">{t('pages.home.assistantTitle')}</h2>
          <p>{t('pages.home.assistantText')}</p>
        </div>
        <Link className="btn btn-primary" to="/helper" data-testid="assistant-link">
          {t('pages.home.assistantOpen')}
        </Link>
      </div>
    </section>
  );
}
