import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '@sellphones/ui';

// Pages the home page never shows, each in its own chunk: the sign-in and profile forms
// (react-hook-form) and the dashboard frame, which only a signed-in user opens.
export const LoginPage = lazy(() => import('../auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() =>
  import('../auth/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
);
export const ProfilePage = lazy(() => import('../auth/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
/** The dashboard frame's code; asked for early by bootstrap when the page is a dashboard page. */
export const loadDashboardLayout = () => import('../layout/DashboardLayout.tsx');
export const DashboardLayout = lazy(() => loadDashboardLayout().then((m) => ({ default: m.DashboardLayout })));

/** The loading text while a deferred page's code arrives. */
export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
