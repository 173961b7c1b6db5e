// The Users section: the search, and one user's page at /admin/users/<id>.
import { Route, Routes } from 'react-router-dom';
import { UserPage } from './UserPage';
import { UserSearch } from './UserSearch';

export default function UsersSection() {
  return (
    <Routes>
      <Route index element={<UserSearch />} />
      <Route path=":id" element={<UserPage />} />
    </Routes>
  );
}
