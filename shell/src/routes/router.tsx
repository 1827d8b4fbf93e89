import { createBrowserRouter, Outlet } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage.tsx';
import { RegisterPage } from '../auth/RegisterPage.tsx';
import { DashboardLayout } from '../layout/DashboardLayout.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { DashboardWelcome } from '../pages/DashboardWelcome.tsx';
import { ErrorScreen } from '../pages/ErrorScreen.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RequireRole } from './RequireRole.tsx';

/** The route table of SPEC.md section 2. Each remote page sits behind the guard its role needs. */
export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <ErrorScreen />,
      children: [
        {
          element: <MainLayout />,
          children: [
            { path: '/', element: <RemoteArea remote="storefront" page="home" /> },
            { path: '/home', element: <RemoteArea remote="storefront" page="home" /> },
            { path: '/blog', element: <RemoteArea remote="storefront" page="blog" /> },
            {
              path: '/products/:cateName',
              element: (
                <RequireAuth>
                  <RemoteArea remote="storefront" page="category" />
                </RequireAuth>
              ),
            },
            { path: '/login', element: <LoginPage /> },
            { path: '/register', element: <RegisterPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: '/dashboard',
          element: (
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <DashboardWelcome /> },
            {
              element: (
                <RequireRole role="buyer">
                  <Outlet />
                </RequireRole>
              ),
              children: [
                { path: 'myOrders', element: <RemoteArea remote="buyer" page="myOrders" /> },
                { path: 'payment/:id', element: <RemoteArea remote="buyer" page="payment" /> },
              ],
            },
            {
              element: (
                <RequireRole role="seller">
                  <Outlet />
                </RequireRole>
              ),
              children: [
                { path: 'addProduct', element: <RemoteArea remote="seller" page="addProduct" /> },
                { path: 'myProducts', element: <RemoteArea remote="seller" page="myProducts" /> },
              ],
            },
            {
              element: (
                <RequireRole role="admin">
                  <Outlet />
                </RequireRole>
              ),
              children: [
                { path: 'allBuyers', element: <RemoteArea remote="admin" page="allBuyers" /> },
                { path: 'allSellers', element: <RemoteArea remote="admin" page="allSellers" /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
