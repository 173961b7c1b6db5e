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
