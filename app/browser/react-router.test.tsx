import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Link as RouterLink } from "react-router";
import { describe, expect, test } from "vitest";
import { Link, useLocation, useSearchParams } from "./react-router";

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

describe("the hooks an island uses", () => {
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
});
