// AI creation tools and the assistant: a card for every tool, linking to its page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOOLS, type ToolId } from '@shared/tools';
import { IMAGE_ICON, PathIcon } from '../../components/StrokeIcon';

/** Stroked 24×24 icons, drawn here: no icon font, no emoji. */
const ICONS = {
  imagine: IMAGE_ICON,
  upscale: ['M4 14v6h6', 'M20 10V4h-6', 'M4 20l7-7', 'M20 4l-7 7'],
  style: [
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.4 1-2 2.5-2H19a2 2 0 0 0 2-2A9 9 0 0 0 12 3z',
    'M7.5 11.5h.01',
    'M10.5 7.5h.01',
    'M15 8h.01',
  ],
  doodle: ['M4 20l4-1 11-11-3-3L5 16z', 'M14 7l3 3', 'M13 20h7'],
  goods: ['M6 8h12l-1 12H7z', 'M9 8a3 3 0 0 1 6 0'],
  photoBook: [
    'M4 5a1 1 0 0 1 1-1h6v16H5a1 1 0 0 1-1-1z',
    'M13 4h6a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-6z',
  ],
  cosplay: ['M12 3l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 15.4 7.2 17.9l.9-5.4-3.9-3.8 5.4-.8z'],
  helper: ['M4 5h16v11H9l-5 4z', 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4', 'M12 15h.01'],
} as const;

export function ToolIcon(props: { name: keyof typeof ICONS }) {
  return <PathIcon className="tool-icon" size={28} d={ICONS[props.name]} />;
}

/** The icon of each tool's card. */
const TOOL_ICONS: Record<ToolId, keyof typeof ICONS> = {
  imagine: 'imagine',
  super: 'upscale',
  style: 'style',
  doodle: 'doodle',
  goods: 'goods',
  face: 'photoBook',
  cosplay: 'cosplay',
};

export function CreationTools() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="tools-title">
      <h2 id="tools-title">{t('pages.home.toolsTitle')}</h2>
      <p className="lead">{t('pages.home.toolsLead')}</p>
      <div className="grid">
        {TOOLS.map((tool) => (
          <Link key={tool.id} className="card tool-card" to={tool.path} data-testid="tool-card">
            <ToolIcon name={TOOL_ICONS[tool.id]} />
            <h3>{t(`${tool.messages}.card.title`)}</h3>
            <p>{t(`${tool.messages}.card.text`)}</p>
          </Link>
        ))}
        <Link className="card tool-card" to="/helper" data-testid="tool-card">
          <ToolIcon name="helper" />
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
        <ToolIcon name="helper" />
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
