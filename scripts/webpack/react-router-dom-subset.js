/**
 * What the product uses of react-router-dom, and only that: the module federation shares this
 * file under the key 'react-router-dom' (see shared.js). A shared module is never tree-shaken,
 * and react-router 7 whole is several times what the product uses; these named re-exports let webpack drop the
 * rest (the framework, data-router and server parts) from the one router every app shares.
 * (react-router-dom 7 re-exports these from react-router.)
 * An import of any other name from 'react-router-dom' fails the jest check
 * shared/test/logic/routerSubset.test.ts: add the name here first.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router';
