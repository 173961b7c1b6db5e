// Every route of the app in one table. Each page loads when it is first opened, with every message of the
// language except for the home page, whose few come with the app; the image tools' routes come from the tool
// registry, each with the page of its folder under tools/.
import { lazy, Suspense } from 'react';
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
const BotsPage = lazy(withAllMessages(() => import('../pages/bots')));
const BotPage = lazy(withAllMessages(() => import('../pages/bots/BotPage')));
const DouyinPage = lazy(withAllMessages(() => import('../pages/douyin')));
const SharePage = lazy(withAllMessages(() => import('../pages/share')));
const EmbedPage = lazy(withAllMessages(() => import('../pages/embed')));
const SetupPage = lazy(withAllMessages(() => import('../pages/setup')));
const FeedPage = lazy(withAllMessages(() => import('../pages/feed')));
const FeedItemPage = lazy(withAllMessages(() => import('../pages/feed/ItemPage')));
const CreationsPage = lazy(withAllMessages(() => import('../pages/creations')));
const NewsPage = lazy(withAllMessages(() => import('../pages/news')));
const NewsPostPage = lazy(withAllMessages(() => import('../pages/news/PostPage')));
const AdminPage = lazy(withAllMessages(() => import('../pages/admin')));
const NotFoundPage = lazy(withAllMessages(() => import('../pages/not-found')));

/** The message key of a route's tab title (app/page-title.ts reads it). */
export interface RouteHandle {
  title: string;
}
const title = (key: string): RouteHandle => ({ title: key });

const toolRoutes: RouteObject[] = TOOL_NAV.map((tool) => {
  const Page = TOOL_PAGES[tool.id];
  return { path: tool.path, handle: title(`${tool.messages}.nav`), element: <Page /> };
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    path: '/google/auth',
    handle: title('app.nav.login'),
    element: (
      <PageErrorBoundary>
        <GoogleAuthPage />
      </PageErrorBoundary>
    ),
  },
  // A bot's widget: inside a frame on the owner's website (or alone at its link), without Atrium's shell.
  {
    path: '/embed/:botId',
    handle: title('widget.page.tab'),
    element: (
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <EmbedPage />
        </Suspense>
      </PageErrorBoundary>
    ),
  },
  {
    element: <Layout />,
    children: [
      { path: '/home', handle: title('app.nav.home'), element: <HomePage /> },
      { path: '/login', handle: title('app.nav.login'), element: <LoginPage /> },
      { path: '/test', handle: title('app.titles.system'), element: <SystemPage /> },
      { path: '/setup', handle: title('app.titles.setup'), element: <SetupPage /> },
      { path: '/admin/*', handle: title('admin.title'), element: <AdminPage /> },
      { path: '/faq', handle: title('app.nav.faq'), element: <FaqPage /> },
      { path: '/profile', handle: title('app.nav.profile'), element: <ProfilePage /> },
      { path: '/price', handle: title('app.nav.pricing'), element: <PricePage /> },
      { path: '/user/billing', handle: title('app.nav.billing'), element: <BillingPage /> },
      { path: '/user/expenses', handle: title('app.nav.expenseLog'), element: <ExpensesPage /> },
      { path: '/invite', handle: title('app.nav.invitation'), element: <InvitePage /> },
      { path: '/helper', handle: title('app.nav.appTools'), element: <HelperPage /> },
      { path: '/helper/chat', handle: title('app.nav.appTools'), element: <HelperChatPage /> },
      { path: '/chat', handle: title('app.nav.chat'), element: <ChatPage /> },
      { path: '/bots', handle: title('app.titles.bots'), element: <BotsPage /> },
      { path: '/bots/new', handle: title('app.titles.newBot'), element: <BotPage /> },
      { path: '/bots/:id', handle: title('app.titles.bot'), element: <BotPage /> },
      { path: '/douyin', handle: title('app.titles.douyin'), element: <DouyinPage /> },
      { path: '/share', handle: title('app.titles.share'), element: <SharePage /> },
      { path: '/feed', handle: title('app.nav.feed'), element: <FeedPage /> },
      { path: '/feed/:id', handle: title('app.titles.feedItem'), element: <FeedItemPage /> },
      { path: '/creations', handle: title('app.nav.creations'), element: <CreationsPage /> },
      { path: '/news', handle: title('app.nav.news'), element: <NewsPage /> },
      { path: '/news/:id', handle: title('app.titles.newsPost'), element: <NewsPostPage /> },
      ...toolRoutes,
      {
        path: '/privacy-policy',
        handle: title('app.footer.privacy'),
        element: <PolicyPage kind="privacy" />,
      },
      {
        path: '/terms-of-service',
        handle: title('app.footer.terms'),
        element: <PolicyPage kind="terms" />,
      },
      {
        path: '/refund-policy',
        handle: title('app.footer.refund'),
        element: <PolicyPage kind="refund" />,
      },
      { path: '*', handle: title('app.notFoundTitle'), element: <NotFoundPage /> },
    ],
  },
];
