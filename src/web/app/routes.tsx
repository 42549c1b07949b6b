import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageData } from '#web/lib/page-data';
import { AppShell } from './layout/app-shell';
import { ScreenFailed } from './screen-failed';

interface ScreenModule {
  default: ComponentType;
  pageData?: PageData;
}

/** What a route carries for the server renderer (entry-server.tsx). */
export interface ScreenHandle {
  pageData?: PageData;
  /** The screen's module, as the build's manifest names it: the server preloads its chunks. */
  module: string;
}

// Every screen's module, by its path from here; each is a chunk of its own, loaded when first visited.
const SCREENS = import.meta.glob<ScreenModule>(['../features/*/pages/*-page.tsx', './routes/*-page.tsx']);

/** A module's path from the web app's root (src/web), as the build's manifest names it. */
const fromWebRoot = (file: string) => file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/');

/** A screen in its own chunk, loaded when first visited; its pageData lets the server render it. */
const screen =
  (file: string): LazyRouteFunction<RouteObject> =>
  async () => {
    const load = SCREENS[file];
    if (!load) throw new Error(`${file} is not a screen module`);
    const module = await load();
    const handle: ScreenHandle = { pageData: module.pageData, module: fromWebRoot(file) };
    return { Component: module.default, handle };
  };

// The route table of docs/product/screens-and-routes.md, shared by the browser's router and the server
// renderer: its screens,
export const SCREEN_ROUTES: RouteObject[] = [
  { index: true, lazy: screen('./routes/home-page.tsx') },
  { path: 'privacy', lazy: screen('../features/legal/pages/privacy-page.tsx') },
  { path: 'terms', lazy: screen('../features/legal/pages/terms-page.tsx') },
  { path: 'auth', lazy: screen('../features/auth/pages/auth-page.tsx') },
  { path: 'login', lazy: screen('../features/auth/pages/auth-page.tsx') },
  { path: 'verify-email', lazy: screen('../features/auth/pages/verify-email-page.tsx') },
  { path: 'verify-mfa', lazy: screen('../features/auth/pages/verify-mfa-page.tsx') },
  { path: 'reset-password', lazy: screen('../features/auth/pages/reset-password-page.tsx') },
  { path: 'recover-account', lazy: screen('../features/auth/pages/recover-account-page.tsx') },
  { path: 'onboarding', lazy: screen('../features/profiles/pages/onboarding-page.tsx') },
  { path: 'settings', lazy: screen('./routes/settings-page.tsx') },
  { path: 'confirm-email', lazy: screen('../features/account/pages/confirm-email-page.tsx') },
  { path: 'banned', lazy: screen('../features/standing/pages/banned-page.tsx') },
  { path: 'warning', lazy: screen('../features/standing/pages/warning-page.tsx') },
  { path: 'explore', lazy: screen('../features/search/pages/explore-page.tsx') },
  { path: 'people', lazy: screen('../features/search/pages/people-page.tsx') },
  { path: 'new', lazy: screen('../features/projects/pages/new-project-page.tsx') },
  { path: 'services', lazy: screen('../features/services/pages/services-page.tsx') },
  { path: 'services/new', lazy: screen('../features/services/pages/new-service-page.tsx') },
  { path: 'services/:serviceId', lazy: screen('./routes/service-page.tsx') },
  {
    path: 'services/:serviceId/edit',
    lazy: screen('../features/services/pages/edit-service-page.tsx'),
  },
  { path: 'service-requests', lazy: screen('./routes/service-requests-page.tsx') },
  {
    path: 'service-requests/:requestId',
    lazy: screen('../features/service-requests/pages/request-workspace-page.tsx'),
  },
  { path: 'messages', lazy: screen('./routes/messages-page.tsx') },
  { path: 'admin', lazy: screen('./routes/admin-page.tsx') },
  { path: 'feedback', lazy: screen('../features/feedback/pages/feedback-page.tsx') },
  { path: 'drafts', lazy: screen('../features/drafts/pages/drafts-page.tsx') },
  { path: 'insights', lazy: screen('../features/insights/pages/insights-page.tsx') },
  { path: 'notifications', lazy: screen('../features/notifications/pages/notifications-page.tsx') },
  { path: 'unsubscribe', lazy: screen('../features/notifications/pages/unsubscribe-page.tsx') },
  {
    path: 'projects/:projectId/edit',
    lazy: screen('../features/projects/pages/edit-project-page.tsx'),
  },
  { path: 'collections', lazy: screen('../features/collections/pages/collections-page.tsx') },
  { path: 'collections/:collectionId', lazy: screen('../features/collections/pages/collection-page.tsx') },
  // After every fixed route: reserved words keep handles from ever shadowing one.
  { path: ':handle', lazy: screen('./routes/public-profile-page.tsx') },
  { path: ':handle/:slug', lazy: screen('./routes/project-page.tsx') },
  { path: '*', lazy: screen('../features/errors/pages/not-found-page.tsx') },
];

// inside the frame (top bar and footer), where a screen that fails says so and the frame stays.
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [{ errorElement: <ScreenFailed />, children: SCREEN_ROUTES }],
  },
];
