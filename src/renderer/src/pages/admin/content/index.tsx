// The console's Content section, one part at a time under its own address: the news posts (/admin/content, a
// new one at /admin/content/new, one post's editor at /admin/content/<id>), the helper templates
// (/admin/content/templates…), the public characters (/admin/content/characters…) and their categories
// (/admin/content/categories). Fixed names win over a post's id, so the news keeps its addresses.
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { CategoryList } from './CategoryList';
import { CharacterList } from './characters/CharacterList';
import { StarterEditorPage } from './characters/StarterEditorPage';
import { NewsEditorPage } from './NewsEditorPage';
import { NewsList } from './NewsList';
import { TemplateEditorPage } from './templates/TemplateEditorPage';
import { TemplateList } from './templates/TemplateList';
import './content.css';
import './library.css';

const PARTS = ['news', 'templates', 'characters', 'categories'] as const;

function EditPost() {
  const { id } = useParams();
  return <NewsEditorPage key={id} id={id} />;
}

function EditTemplate() {
  const { key } = useParams();
  return <TemplateEditorPage key={key} templateKey={key} />;
}

function EditStarter() {
  const { id } = useParams();
  return <StarterEditorPage key={id} id={id} />;
}

/** The parts as links (each an address of its own), the current one marked for assistive technology. */
function ContentNav() {
  const { t } = useTranslation();
  const segment = useLocation().pathname.split('/content/')[1]?.split('/')[0] ?? '';
  const current = (PARTS as readonly string[]).includes(segment) ? segment : 'news';
  return (
    <nav className="admin-content-nav" aria-label={t('admin.nav.content')}>
      {PARTS.map((part) => (
        <Link
          key={part}
          to={part === 'news' ? '/admin/content' : `/admin/content/${part}`}
          aria-current={part === current ? 'page' : undefined}
          data-testid={`content-nav-${part}`}
        >
          {t(`admin.content.tabs.${part}`)}
        </Link>
      ))}
    </nav>
  );
}

export default function ContentSection() {
  return (
    <div data-testid="admin-content">
      <ContentNav />
      <Routes>
        <Route index element={<NewsList />} />
        <Route path="new" element={<NewsEditorPage key="new" />} />
        <Route path="templates" element={<TemplateList />} />
        <Route path="templates/new" element={<TemplateEditorPage key="new" />} />
        <Route path="templates/:key" element={<EditTemplate />} />
        <Route path="characters" element={<CharacterList />} />
        <Route path="characters/new" element={<StarterEditorPage key="new" />} />
        <Route path="characters/:id" element={<EditStarter />} />
        <Route path="categories" element={<CategoryList />} />
        <Route path=":id" element={<EditPost />} />
      </Routes>
    </div>
  );
}
