// Every route of the app in one table. Each page loads when it is first opened, with every message of the
// language except for the home page, whose few come with the app; the image tools' routes come from the tool
// registry, each with the page of its folder under tools/.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { TOOL_NAV } from '@shared/tools/nav';
import { withAllMessages } from '../i18n';
import { TOOL_PAGES } from '../tools/pages';
import { Layout } from './Layout';
import { PageErrorBoundary } from './PageErrorBoundary';

const HomePage = lazy(() => import('../pages/home'));
const LoginPage = lazy(withAllMessages(() => import('../pages/login')));
const GoogleAuthPage = lazy(withAllMessages(() => import('../pages/google-auth')));
const ProfilePage = lazy(withAllMessages(() => import('../pages/profile')));
const FaqPage = lazy(withAllMessages(() => import('../pages/faq')));
const PolicyPage = lazy(withAllMessages(() => import('../pages/policy')));
const SystemPage = lazy(withAllMessages(() => import('../pages/system')));
const PricePage = lazy(withAllMessages(() => import('../pages/price')));
const BillingPage = lazy(withAllMessages(() => import('../pages/billing')));
const ExpensesPage = lazy(withAllMessages(() => import('../pages/expenses')));
const InvitePage = lazy(withAllMessages(() => import('../pages/invite')));
const HelperPage = lazy(withAllMessages(() => import('../pages/helper')));
const HelperChatPage = lazy(withAllMessages(() => import('../pages/helper-chat')));
const ChatPage = lazy(withAllMessages(() => import('../pages/chat')));
const SharePage = lazy(withAllMessages(() => import('../pages/share')));
const SetupPage = lazy(withAllMessages(() => import('../pages/setup')));
const NotFoundPage = lazy(withAllMessages(() => import('../pages/not-found')));

const toolRoutes: RouteObject[] = TOOL_NAV.map((tool) => {
  const Page = TOOL_PAGES[tool.id];
  return { path: tool.path, element: <Page /> };
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    path: '/google/auth',
    element: (
      <PageErrorBoundary>
        <GoogleAuthPage />
      </PageErrorBoundary>
    ),
  },
  {
    element: <Layout />,
    children: [
      { path: '/home', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/test', element: <SystemPage /> },
      { path: '/setup', element: <SetupPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/price', element: <PricePage /> },
      { path: '/user/billing', element: <BillingPage /> },
      { path: '/user/expenses', element: <ExpensesPage /> },
      { path: '/invite', element: <InvitePage /> },
      { path: '/helper', element: <HelperPage /> },
      { path: '/helper/chat', element: <HelperChatPage /> },
      { path: '/chat', element: <ChatPage /> },
      { path: '/share', element: <SharePage /> },
      ...toolRoutes,
      { path: '/privacy-policy', element: <PolicyPage kind="privacy" /> },
      { path: '/terms-of-service', element: <PolicyPage kind="terms" /> },
      { path: '/refund-policy', element: <PolicyPage kind="refund" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
