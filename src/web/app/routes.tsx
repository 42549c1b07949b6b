import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageData } from '../lib/page-data';
import { AppShell } from './layout/app-shell';

interface ScreenModule {
  default: ComponentType;
  pageData?: PageData;
}

/** What a route carries for the server renderer (entry-server.tsx). */
export interface ScreenHandle {
  pageData?: PageData;
}

/** A screen in its own chunk, loaded when first visited; its pageData lets the server render it. */
const screen =
  (load: () => Promise<ScreenModule>): LazyRouteFunction<RouteObject> =>
  async () => {
    const module = await load();
    const handle: ScreenHandle = { pageData: module.pageData };
    return { Component: module.default, handle };
  };

// Spec section 2's route table, shared by the browser's router and the server renderer.
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, lazy: screen(() => import('../features/landing/pages/landing-page')) },
      { path: 'privacy', lazy: screen(() => import('../features/legal/pages/privacy-page')) },
      { path: 'terms', lazy: screen(() => import('../features/legal/pages/terms-page')) },
      { path: 'auth', lazy: screen(() => import('../features/auth/pages/auth-page')) },
      { path: 'login', lazy: screen(() => import('../features/auth/pages/auth-page')) },
      { path: 'verify-email', lazy: screen(() => import('../features/auth/pages/verify-email-page')) },
      { path: 'verify-mfa', lazy: screen(() => import('../features/auth/pages/verify-mfa-page')) },
      { path: 'reset-password', lazy: screen(() => import('../features/auth/pages/reset-password-page')) },
      { path: 'recover-account', lazy: screen(() => import('../features/auth/pages/recover-account-page')) },
      { path: 'onboarding', lazy: screen(() => import('../features/profiles/pages/onboarding-page')) },
      { path: 'settings', lazy: screen(() => import('./routes/settings-page')) },
      { path: 'confirm-email', lazy: screen(() => import('../features/account/pages/confirm-email-page')) },
      { path: 'banned', lazy: screen(() => import('../features/standing/pages/banned-page')) },
      { path: 'warning', lazy: screen(() => import('../features/standing/pages/warning-page')) },
      { path: 'explore', lazy: screen(() => import('../features/search/pages/explore-page')) },
      { path: 'people', lazy: screen(() => import('../features/search/pages/people-page')) },
      { path: 'new', lazy: screen(() => import('../features/projects/pages/new-project-page')) },
      { path: 'services', lazy: screen(() => import('../features/services/pages/services-page')) },
      { path: 'services/new', lazy: screen(() => import('../features/services/pages/new-service-page')) },
      { path: 'services/:serviceId', lazy: screen(() => import('./routes/service-page')) },
      {
        path: 'services/:serviceId/edit',
        lazy: screen(() => import('../features/services/pages/edit-service-page')),
      },
      { path: 'service-requests', lazy: screen(() => import('./routes/service-requests-page')) },
      { path: 'messages', lazy: screen(() => import('./routes/messages-page')) },
      { path: 'admin', lazy: screen(() => import('./routes/admin-page')) },
      { path: 'feedback', lazy: screen(() => import('../features/feedback/pages/feedback-page')) },
      {
        path: 'projects/:projectId/edit',
        lazy: screen(() => import('../features/projects/pages/edit-project-page')),
      },
      // After every fixed route: reserved words keep handles from ever shadowing one.
      { path: ':handle', lazy: screen(() => import('./routes/public-profile-page')) },
      { path: ':handle/:slug', lazy: screen(() => import('./routes/project-page')) },
      { path: '*', lazy: screen(() => import('../features/errors/pages/not-found-page')) },
    ],
  },
];
