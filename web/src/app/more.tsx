import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { adminMailPath } from '@/features/admin/mail-paths';
import { mailLinkPaths } from '@/features/auth/paths';
import { chapterPaths } from '@/features/chapters/paths';
import { mentoringPath } from '@/features/mentoring/paths';
import { mailSettingsPath } from '@/features/notifications/paths';
import { useAuth } from '@/lib/auth';
import { NotFoundPage } from '@/ui/not-found-page';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

/**
 * Pages the first download does not know about: the router sends every path it has no route for
 * here (its not-found route, loaded on first need), and this module shows the page the path names
 * or the not-found page. Pages only a mailed link or a rarely followed link opens belong here: a
 * route in router.tsx costs the home page's first download bytes it does not have
 * (docs/decisions/0010-first-load-budget.md, 0025).
 */
/**
 * RequireAuth's rule (require-auth.tsx), kept here: importing it from the first download's chunk
 * would make that chunk export it, which costs the first download bytes.
 */
function SignedInOnly() {
  return useAuth().isAuthenticated ? <Outlet /> : <Navigate to={paths.signIn.path} replace />;
}

const laterRoutes: RouteObject[] = [
  {
    path: mailLinkPaths.forgotPassword.path,
    element: lazyPage(async () => (await import('@/features/auth/routes/forgot-password-page')).ForgotPasswordPage),
  },
  {
    path: mailLinkPaths.resetPassword.path,
    element: lazyPage(async () => (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage),
  },
  {
    path: mailLinkPaths.confirmEmail.path,
    element: lazyPage(async () => (await import('@/features/auth/routes/confirm-email-page')).ConfirmEmailPage),
  },
  {
    element: <SignedInOnly />,
    children: [
      {
        path: mailSettingsPath,
        element: lazyPage(
          async () => (await import('@/features/notifications/routes/mail-settings-page')).MailSettingsPage,
        ),
      },
      {
        path: adminMailPath,
        element: lazyPage(async () => (await import('@/features/admin/components/admin-layout')).AdminLayout),
        children: [
          { index: true, element: lazyPage(async () => (await import('@/features/admin/routes/mail-page')).MailPage) },
        ],
      },
      {
        path: chapterPaths.adminChapters,
        element: lazyPage(async () => (await import('@/features/admin/components/admin-layout')).AdminLayout),
        children: [
          {
            index: true,
            element: lazyPage(
              async () => (await import('@/features/chapters/routes/admin-chapters-page')).AdminChaptersPage,
            ),
          },
        ],
      },
      // Verified members only: the API refuses the others, and the page shows its reason.
      {
        path: mentoringPath,
        element: lazyPage(async () => (await import('@/features/mentoring/routes/mentoring-page')).MentoringPage),
      },
      {
        path: chapterPaths.chapters,
        element: lazyPage(async () => (await import('@/features/chapters/routes/chapters-page')).ChaptersPage),
      },
      {
        path: chapterPaths.chapter,
        element: lazyPage(async () => (await import('@/features/chapters/routes/chapter-page')).ChapterPage),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function MorePages() {
  return useRoutes(laterRoutes);
}
