/**
 * What the site's code uses of React Router, as the browser runs it (docs/decisions/014).
 *
 * Every page is prerendered HTML; following a link loads the next page's HTML, as on any static site. So in
 * the browser the route is the one the page was made for, a link is an `<a>`, and React only hydrates the
 * page's body. The client build resolves `react-router` to this module instead of the router (a third of
 * each page's script). Prerendering, the unit tests and the types still use React Router itself.
 */
import {
  Component,
  type ComponentProps,
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
} from "react";

/** A matched route's module, as React Router's page script publishes it on `window`. */
export type RouteModule = {
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
  handle?: unknown;
};

/** The matched routes, root first, under their route ids (`window.__reactRouterRouteModules`). */
export type RouteModules = Record<string, RouteModule>;

type Match = {
  id: string;
  pathname: string;
  params: Record<string, string>;
  data: undefined;
  loaderData: undefined;
  handle: unknown;
};

const Matches = createContext<{ matches: Match[]; modules: RouteModule[] }>({ matches: [], modules: [] });
const Depth = createContext(0);
const RouteError = createContext<unknown>(undefined);

/** The location of the page: the one its HTML was prerendered for, give or take a query or a hash. */
export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}

export function useMatches(): Match[] {
  return useContext(Matches).matches;
}

export function useParams(): Record<string, string> {
  return {};
}

export function useRouteError(): unknown {
  return useContext(RouteError);
}

/** The next route down the matched ones (a layout's page). */
export function Outlet() {
  const depth = useContext(Depth) + 1;
  const Route = useContext(Matches).modules[depth]?.default;
  return Route ? <Depth.Provider value={depth}>{createElement(Route)}</Depth.Provider> : null;
}

/** A URL with a scheme or a host: React Router's own test. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * A link to another page: a plain link, the next page is prerendered HTML. Its markup is React Router's
 * (`data-discover` on a link inside the site), so the prerendered link hydrates as it is.
 */
export function Link({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return <a {...props} href={to} data-discover={ABSOLUTE_URL.test(to) ? undefined : "true"} />;
}

/**
 * The document's head and scripts, which only the root's `Layout` renders. The browser never renders it (the
 * head is the prerender's, see `browserRouteExports`), but the module that declares it imports these.
 */
export const Meta = () => null;
export const Links = Meta;
export const Scripts = Meta;

export function isRouteErrorResponse(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    "statusText" in error &&
    "internal" in error &&
    "data" in error
  );
}

/** What React Router gives a route's components as props: no params nor data on a prerendered page. */
type RouteProps = {
  params: object;
  loaderData: undefined;
  actionData: undefined;
  matches: Match[];
  error: unknown;
};

function WithRouteProps({ Route }: { Route: ComponentType<RouteProps> }) {
  const matches = useMatches();
  const error = useRouteError();
  return <Route params={{}} loaderData={undefined} actionData={undefined} matches={matches} error={error} />;
}

/** React Router's build wraps a route's default export, error boundary and hydrate fallback in these. */
function withRouteProps(Route: ComponentType<RouteProps>) {
  return function RouteComponent() {
    return <WithRouteProps Route={Route} />;
  };
}
export const UNSAFE_withComponentProps = withRouteProps;
export const UNSAFE_withErrorBoundaryProps = withRouteProps;
export const UNSAFE_withHydrateFallbackProps = withRouteProps;

/** Renders the root's error boundary, as React Router does, when the page fails to render in the browser. */
class RootErrorBoundary extends Component<
  { fallback?: ComponentType; children: ReactNode },
  { error?: unknown }
> {
  state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Erreur inconnue") };
  }
  render() {
    const { fallback: Fallback, children } = this.props;
    if (this.state.error === undefined || !Fallback) return children;
    return (
      <RouteError.Provider value={this.state.error}>
        <Fallback />
      </RouteError.Provider>
    );
  }
}

/** The page's matched routes, root first, as React elements: what hydrates the prerendered body. */
export function PrerenderedRoutes({ routes, pathname }: { routes: RouteModules; pathname: string }) {
  const modules = Object.values(routes);
  const matches = Object.entries(routes).map(([id, module]) => ({
    id,
    pathname,
    params: {},
    data: undefined,
    loaderData: undefined,
    handle: module.handle,
  }));
  const Root = modules[0]?.default;
  return (
    <Matches.Provider value={{ matches, modules }}>
      <RootErrorBoundary fallback={modules[0]?.ErrorBoundary}>{Root && <Root />}</RootErrorBoundary>
    </Matches.Provider>
  );
}
