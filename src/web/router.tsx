import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppShell } from './components/layout/app-shell';

// Spec section 2's route table; each screen is its own chunk, loaded when first visited.
const LandingPage = lazy(() => import('./features/landing/pages/landing-page'));
const PrivacyPage = lazy(() => import('./features/legal/pages/privacy-page'));
const TermsPage = lazy(() => import('./features/legal/pages/terms-page'));
const NotFoundPage = lazy(() => import('./features/errors/pages/not-found-page'));

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
