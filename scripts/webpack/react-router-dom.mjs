// The one router module of the page, shared as the `react-router-dom` singleton (see
// federated-app.cjs). A shared module cannot be tree-shaken, since the build does not know what
// other apps will use, and react-router 7 whole (server rendering, framework mode, RSC) is 62 KB
// gzip; these are the parts the five apps use: 30 KB. An app that needs another part adds it here,
// and all apps are rebuilt together, as for any change of a shared library.
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (it flushes updates through react-dom).
export { RouterProvider } from 'react-router/dom';
