import { render, renderHook, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Link as RouterLink } from "react-router";
import { describe, expect, test, vi } from "vitest";
import {
  Link,
  Outlet,
  PrerenderedRoutes,
  type RouteModules,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  useLocation,
  useMatches,
  useRouteError,
  useSearchParams,
} from "./react-router";

function Root() {
  return (
    <div data-testid="root">
      <Outlet />
    </div>
  );
}

function Layout() {
  const leaf = useMatches().at(-1);
  return (
    <section aria-label={`mise en page de ${leaf?.id}`}>
      <Outlet />
      {(leaf?.handle as { extra?: string } | undefined)?.extra}
    </section>
  );
}

function Page() {
  return <Link to="/contact">Contact</Link>;
}

const routes: RouteModules = {
  root: { default: Root },
  "routes/layouts/talent": { default: Layout },
  "/lif-talent/modele": { default: UNSAFE_withComponentProps(Page), handle: { extra: "suite" } },
};

describe("PrerenderedRoutes", () => {
  test("renders the matched routes root first, each layout's page in its Outlet", () => {
    const html = renderToString(<PrerenderedRoutes routes={routes} pathname="/lif-talent/modele" />);
    expect(html).toBe(
      '<div data-testid="root"><section aria-label="mise en page de /lif-talent/modele">' +
        '<a href="/contact" data-discover="true">Contact</a>suite</section></div>',
    );
  });

  test("gives a route the props React Router gives it: the matches, no params nor data", () => {
    const seen = vi.fn((_props: object) => null);
    render(
      <PrerenderedRoutes routes={{ root: { default: UNSAFE_withComponentProps(seen) } }} pathname="/" />,
    );
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        params: {},
        loaderData: undefined,
        matches: [expect.objectContaining({ id: "root", pathname: "/", params: {}, handle: undefined })],
      }),
      undefined,
    );
  });

  test("shows the root's error boundary, with the error, when a page fails to render", () => {
    const failing = () => {
      throw new Error("panne");
    };
    const Boundary = UNSAFE_withErrorBoundaryProps(({ error }: { error: unknown }) => (
      <p>Erreur : {(error as Error).message}</p>
    ));
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <PrerenderedRoutes
        routes={{ root: { default: Root, ErrorBoundary: Boundary }, "/a": { default: failing } }}
        pathname="/a"
      />,
    );
    expect(screen.getByText("Erreur : panne")).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe("Link", () => {
  test("writes the markup React Router writes, inside the site and out", () => {
    for (const to of [
      "/about",
      "/contact?formation=ccna",
      "https://www.linkedin.com/company/lif-group",
      "mailto:a@b.fr",
    ]) {
      const routed = renderToString(
        <MemoryRouter>
          <RouterLink to={to} className="lien">
            Lien
          </RouterLink>
        </MemoryRouter>,
      );
      expect(
        renderToString(
          <Link to={to} className="lien">
            Lien
          </Link>,
        ),
      ).toBe(routed);
    }
  });
});

describe("the hooks a page uses", () => {
  test("the location and the search parameters are the page's own", () => {
    window.history.replaceState(null, "", "/contact?formation=ccna#formulaire");
    expect(renderHook(useLocation).result.current).toEqual({
      pathname: "/contact",
      search: "?formation=ccna",
      hash: "#formulaire",
      state: null,
      key: "default",
    });
    expect(renderHook(useSearchParams).result.current[0].get("formation")).toBe("ccna");
  });

  test("no route error outside an error boundary", () => {
    expect(renderHook(useRouteError).result.current).toBeUndefined();
  });
});
