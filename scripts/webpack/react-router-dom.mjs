// The one router module of the page: what the apps get when they import 'react-router-dom'.
// A shared module cannot be tree-shaken, since the build does not know what other apps will use,
// and react-router 7 whole carries server rendering, framework mode and RSC, which no app runs:
// only the parts the five apps use are listed here. Since it is not the package, it is shared
// under a name and version of its own (shared-router.json), never as react-router-dom: a remote
// deployed later that needs a part an older shell lacks is refused by version instead of
// getting `undefined`.
// Adding a name: list it in shared-router.json and raise the minor version; removing or renaming
// one: raise the major version (every app must then be deployed again).
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
