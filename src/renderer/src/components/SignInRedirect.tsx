// Where a signed-out visitor of a page that needs an account goes: the sign-in page, which brings them back
// to the page they asked for.
import { Navigate, useLocation } from 'react-router-dom';

export function SignInRedirect() {
  const location = useLocation();
  return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
}
