// Every route of the spec (section 2) in one table. Tools whose issues have not landed yet answer with the
// 404 page: each issue replaces its entry in NOT_YET_BUILT with its page, and adds its navigation item.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { PageErrorBoundary } from './PageErrorBoundary';

const HomePage = lazy(() => import('../pages/home'));
const LoginPage = lazy(() => import('../pages/login'));
const GoogleAuthPage = lazy(() => import('../pages/google-auth'));
const ProfilePage = lazy(() => import('../pages/profile'));
const FaqPage = lazy(() => import('../pages/faq'));
const PolicyPage = lazy(() => import('../pages/policy'));
const SystemPage = lazy(() => import('../pages/system'));
const PricePage = lazy(() => import('../pages/price'));
const BillingPage = lazy(() => import('../pages/billing'));
const ExpensesPage = lazy(() => import('../pages/expenses'));
const InvitePage = lazy(() => import('../pages/invite'));
const HelperPage = lazy(() => import('../pages/helper'));
const HelperChatPage = lazy(() => import('../pages/helper-chat'));
const ChatPage = lazy(() => import('../pages/chat'));
const ImaginePage = lazy(() => import('../pages/imagine'));
const SharePage = lazy(() => import('../pages/share'));
const UpscalerPage = lazy(() => import('../pages/upscaler'));
const StyleTurnPage = lazy(() => import('../pages/style-turn'));
const DoodlePage = lazy(() => import('../pages/doodle'));
const GoodsPage = lazy(() => import('../pages/goods'));
const PhotoBookPage = lazy(() => import('../pages/photo-book'));
const CosplayPage = lazy(() => import('../pages/cosplay'));
const NotFoundPage = lazy(() => import('../pages/not-found'));

export const NOT_YET_BUILT: string[] = [];

export interface NavItem {
  path: string;
  label: string;
  testId: string;
  /** Shown only to a signed-in user. */
  signedIn?: boolean;
}

/** The navigation shows only what works. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/home', label: 'app.nav.home', testId: 'nav-home' },
  { path: '/chat', label: 'app.nav.chat', testId: 'nav-chat' },
  { path: '/imagine', label: 'app.nav.textToImage', testId: 'nav-imagine' },
  { path: '/helper', label: 'app.nav.appTools', testId: 'nav-helper' },
  { path: '/faq', label: 'app.nav.faq', testId: 'nav-faq' },
  { path: '/price', label: 'app.nav.pricing', testId: 'nav-pricing' },
  { path: '/invite', label: 'app.nav.invitation', testId: 'nav-invite', signedIn: true },
  { path: '/profile', label: 'app.nav.profile', testId: 'nav-profile', signedIn: true },
];

/** The image tools, in the header's "Creation tools" list (beside App Tools). */
export const CREATION_TOOLS: NavItem[] = [
  { path: '/pic/super', label: 'app.nav.upscaler', testId: 'nav-tool-upscaler' },
  { path: '/style-turn', label: 'app.nav.styles', testId: 'nav-tool-style' },
  { path: '/tools/doodle', label: 'tools.nav.doodle', testId: 'nav-tool-doodle' },
  { path: '/tools/goods', label: 'tools.nav.goods', testId: 'nav-tool-goods' },
  { path: '/tools/photo-book', label: 'tools.nav.photoBook', testId: 'nav-tool-photo-book' },
  { path: '/tools/cosplay', label: 'tools.nav.cosplay', testId: 'nav-tool-cosplay' },
];

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
      { path: '/faq', element: <FaqPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/price', element: <PricePage /> },
      { path: '/user/billing', element: <BillingPage /> },
      { path: '/user/expenses', element: <ExpensesPage /> },
      { path: '/invite', element: <InvitePage /> },
      { path: '/helper', element: <HelperPage /> },
      { path: '/helper/chat', element: <HelperChatPage /> },
      { path: '/chat', element: <ChatPage /> },
      { path: '/imagine', element: <ImaginePage /> },
      { path: '/share', element: <SharePage /> },
      { path: '/pic/super', element: <UpscalerPage /> },
      { path: '/style-turn', element: <StyleTurnPage /> },
      { path: '/tools/doodle', element: <DoodlePage /> },
      { path: '/tools/goods', element: <GoodsPage /> },
      { path: '/tools/photo-book', element: <PhotoBookPage /> },
      { path: '/tools/cosplay', element: <CosplayPage /> },
      { path: '/privacy-policy', element: <PolicyPage kind="privacy" /> },
      { path: '/terms-of-service', element: <PolicyPage kind="terms" /> },
      { path: '/refund-policy', element: <PolicyPage kind="refund" /> },
      ...NOT_YET_BUILT.map((path) => ({ path, element: <NotFoundPage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
