import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import type { Role } from '@sellphones/contracts';
import { MainLayout } from '../layout/MainLayout.tsx';
import { DashboardWelcome } from '../pages/DashboardWelcome.tsx';
import { ErrorScreen } from '../pages/ErrorScreen.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PageArrival } from '../navigation/PageArrival.tsx';
import { keepDocumentTitle, type PageHandle } from '../navigation/page-title.ts';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
import { DashboardLayout, Deferred, LoginPage, ProfilePage, RegisterPage } from './deferred-pages.tsx';
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

/** A page's title in the browser tab (see navigation/page-title.ts). */
const titled = (title: PageHandle['title']): { handle: PageHandle } => ({ handle: { title } });

/** The product's route table (the original product's addresses). Each remote page sits behind the guard its role needs. */
export function createRouter() {
  const router = createBrowserRouter([
    {
      element: <PageArrival />,
      errorElement: <ErrorScreen />,
      children: [
        {
          element: <MainLayout />,
          children: [
            { path: '/', element: <RemoteArea remote="storefront" page="home" /> },
            { path: '/home', element: <RemoteArea remote="storefront" page="home" /> },
            { path: '/blog', ...titled('Blog'), element: <RemoteArea remote="storefront" page="blog" /> },
            {
              path: '/products/:cateName',
              ...titled(({ cateName }) => cateName ?? 'Phones'),
              element: (
                <RequireAuth>
                  <RemoteArea remote="storefront" page="category" />
                </RequireAuth>
              ),
            },
            // Public, as the API's search and phone pages are: a shared link opens for anyone.
            { path: '/search', ...titled('Search'), element: <RemoteArea remote="storefront" page="search" /> },
            { path: '/phones/:id', ...titled('Phone'), element: <RemoteArea remote="storefront" page="phone" /> },
            {
              path: '/login',
              ...titled('Login'),
              element: (
                <Deferred>
                  <LoginPage />
                </Deferred>
              ),
            },
            {
              path: '/register',
              ...titled('Sign up'),
              element: (
                <Deferred>
                  <RegisterPage />
                </Deferred>
              ),
            },
            { path: '*', ...titled('Page not found'), element: <NotFoundPage /> },
          ],
        },
        {
          path: '/dashboard',
          ...titled('Dashboard'),
          element: (
            <RequireAuth>
              <Deferred>
                <DashboardLayout />
              </Deferred>
            </RequireAuth>
          ),
          children: [
            { index: true, element: <DashboardWelcome /> },
            {
              path: 'profile',
              ...titled('Your profile'),
              element: (
                <Deferred>
                  <ProfilePage />
                </Deferred>
              ),
            },
            onlyFor('buyer', [
              { path: 'myOrders', ...titled('My Orders'), element: <RemoteArea remote="buyer" page="myOrders" /> },
              { path: 'payment/:id', ...titled('Payment'), element: <RemoteArea remote="buyer" page="payment" /> },
              { path: 'order/:id', ...titled('Order'), element: <RemoteArea remote="buyer" page="order" /> },
            ]),
            onlyFor('seller', [
              { path: 'addProduct', ...titled('Add A Product'), element: <RemoteArea remote="seller" page="addProduct" /> },
              { path: 'myProducts', ...titled('My Products'), element: <RemoteArea remote="seller" page="myProducts" /> },
              { path: 'mySales', ...titled('My Sales'), element: <RemoteArea remote="seller" page="mySales" /> },
              { path: 'sale/:id', ...titled('Sale'), element: <RemoteArea remote="seller" page="sale" /> },
            ]),
            onlyFor('admin', [
              { path: 'allBuyers', ...titled('All Buyers'), element: <RemoteArea remote="admin" page="allBuyers" /> },
              { path: 'allSellers', ...titled('All Sellers'), element: <RemoteArea remote="admin" page="allSellers" /> },
              { path: 'moderation', ...titled('Moderation'), element: <RemoteArea remote="admin" page="moderation" /> },
              { path: 'disputes', ...titled('Disputes'), element: <RemoteArea remote="admin" page="disputes" /> },
              { path: 'ratings', ...titled('Ratings'), element: <RemoteArea remote="admin" page="ratings" /> },
              { path: 'auditLog', ...titled('Audit Log'), element: <RemoteArea remote="admin" page="auditLog" /> },
            ]),
          ],
        },
      ],
    },
  ]);
  keepDocumentTitle(router);
  return router;
}
