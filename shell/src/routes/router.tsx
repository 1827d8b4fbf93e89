import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import type { Role } from '@sellphones/contracts';
import { MainLayout } from '../layout/MainLayout.tsx';
import { DashboardWelcome } from '../pages/DashboardWelcome.tsx';
import { ErrorScreen } from '../pages/ErrorScreen.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
import { DashboardLayout, Deferred, LoginPage, RegisterPage } from './deferred-pages.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RequireRole } from './RequireRole.tsx';

/** Dashboard pages of one role: any other role gets the 'not allowed' screen, not the remote. */
function onlyFor(role: Role, children: RouteObject[]): RouteObject {
  return {
    element: (
      <RequireRole role={role}>
        <Outlet />
      </RequireRole>
    ),
    children,
  };
}

/** The product's route table (the original product's addresses). Each remote page sits behind the guard its role needs. */
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
            {
              path: '/login',
              element: (
                <Deferred>
                  <LoginPage />
                </Deferred>
              ),
            },
            {
              path: '/register',
              element: (
                <Deferred>
                  <RegisterPage />
                </Deferred>
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: '/dashboard',
          element: (
            <RequireAuth>
              <Deferred>
                <DashboardLayout />
              </Deferred>
            </RequireAuth>
          ),
          children: [
            { index: true, element: <DashboardWelcome /> },
            onlyFor('buyer', [
              { path: 'myOrders', element: <RemoteArea remote="buyer" page="myOrders" /> },
              { path: 'payment/:id', element: <RemoteArea remote="buyer" page="payment" /> },
            ]),
            onlyFor('seller', [
              { path: 'addProduct', element: <RemoteArea remote="seller" page="addProduct" /> },
              { path: 'myProducts', element: <RemoteArea remote="seller" page="myProducts" /> },
            ]),
            onlyFor('admin', [
              { path: 'allBuyers', element: <RemoteArea remote="admin" page="allBuyers" /> },
              { path: 'allSellers', element: <RemoteArea remote="admin" page="allSellers" /> },
            ]),
          ],
        },
      ],
    },
  ]);
}
