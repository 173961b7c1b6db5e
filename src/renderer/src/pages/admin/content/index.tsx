// The console's Content section: the news posts (/admin/content), a new one (/admin/content/new) and one post's
// editor (/admin/content/<id>).
import { Route, Routes, useParams } from 'react-router-dom';
import { NewsEditorPage } from './NewsEditorPage';
import { NewsList } from './NewsList';
import './content.css';

function EditPost() {
  const { id } = useParams();
  return <NewsEditorPage key={id} id={id} />;
}

export default function ContentSection() {
  return (
    <div data-testid="admin-content">
      <Routes>
        <Route index element={<NewsList />} />
        <Route path="new" element={<NewsEditorPage key="new" />} />
        <Route path=":id" element={<EditPost />} />
      </Routes>
    </div>
  );
}
