// What pages may use of react-router-dom in the browser. The shell provides this module as the
// shared `react-router-dom` singleton instead of the whole package: a shared module keeps every
// export (the bundler cannot know what a remote built later will import), and the whole package,
// with its framework, server and RSC parts, is ~62 KB gzip where these exports need about a third.
// A name missing here is caught by test/browser-facades.test.ts, which reads every import of
// react-router-dom in the shell and the remotes. The gateway's server side shares the full package.
export {
  Link,
  NavLink,
  Outlet,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
