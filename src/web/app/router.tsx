import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/app-shell';

// Spec section 2's route table; each screen is its own chunk, loaded when first visited.
const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
const PrivacyPage = lazy(() => import('../features/legal/pages/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/pages/terms-page'));
const NotFoundPage = lazy(() => import('../features/errors/pages/not-found-page'));
const AuthPage = lazy(() => import('../features/auth/pages/auth-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/verify-email-page'));
const VerifyMfaPage = lazy(() => import('../features/auth/pages/verify-mfa-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const RecoverAccountPage = lazy(() => import('../features/auth/pages/recover-account-page'));
const ConfirmEmailPage = lazy(() => import('../features/account/pages/confirm-email-page'));
const BannedPage = lazy(() => import('../features/standing/pages/banned-page'));
const WarningPage = lazy(() => import('../features/standing/pages/warning-page'));
const OnboardingPage = lazy(() => import('../features/profiles/pages/onboarding-page'));
const SettingsPage = lazy(() => import('./routes/settings-page'));
const ExplorePage = lazy(() => import('../features/search/pages/explore-page'));
const PeoplePage = lazy(() => import('../features/search/pages/people-page'));
const ServicesPage = lazy(() => import('../features/services/pages/services-page'));
const ServicePage = lazy(() => import('./routes/service-page'));
const NewServicePage = lazy(() => import('../features/services/pages/new-service-page'));
const EditServicePage = lazy(() => import('../features/services/pages/edit-service-page'));
const ServiceRequestsPage = lazy(() => import('./routes/service-requests-page'));
const MessagesPage = lazy(() => import('./routes/messages-page'));
const PublicProfilePage = lazy(() => import('./routes/public-profile-page'));
const ProjectPage = lazy(() => import('./routes/project-page'));
const NewProjectPage = lazy(() => import('../features/projects/pages/new-project-page'));
const EditProjectPage = lazy(() => import('../features/projects/pages/edit-project-page'));
const AdminPage = lazy(() => import('./routes/admin-page'));
const FeedbackPage = lazy(() => import('../features/feedback/pages/feedback-page'));

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'login', element: <AuthPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'verify-mfa', element: <VerifyMfaPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'recover-account', element: <RecoverAccountPage /> },
      { path: 'onboarding', element: <OnboardingPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
      { path: 'banned', element: <BannedPage /> },
      { path: 'warning', element: <WarningPage /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'people', element: <PeoplePage /> },
      { path: 'new', element: <NewProjectPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'services/new', element: <NewServicePage /> },
      { path: 'services/:serviceId', element: <ServicePage /> },
      { path: 'services/:serviceId/edit', element: <EditServicePage /> },
      { path: 'service-requests', element: <ServiceRequestsPage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: 'feedback', element: <FeedbackPage /> },
      { path: 'projects/:projectId/edit', element: <EditProjectPage /> },
      // After every fixed route: reserved words keep handles from ever shadowing one.
      { path: ':handle', element: <PublicProfilePage /> },
      { path: ':handle/:slug', element: <ProjectPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
