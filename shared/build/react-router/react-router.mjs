// What the `react-router` singleton provides: the part of react-router this suite uses in the
// browser. Shared modules are not tree-shaken, and react-router 7 keeps its data router, server,
// framework and cookie code in the same module, so the shell shares only these names: the
// declarative router (docs/performance.md: the data router alone weighed 15 KB gzip of every first
// visit). Need another one? Add it here (it is the one list); the build stops with a clear message
// when a module imports a name that is missing (guard-plugin.js). `linx-react-router-full` is an
// alias of react-router's ES module.
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
  generatePath,
  matchPath,
} from 'linx-react-router-full';
