import { describe, expect, it } from "vitest";
import { browserRouter, emptyBrowserRoute, routeFiles } from "./browser-router";

describe("emptyBrowserRoute", () => {
  it("leaves React Router's browser module of a route empty: the browser runs no route", () => {
    expect(
      emptyBrowserRoute('export { ErrorBoundary, Layout, default, handle, links, meta } from "./root.tsx";'),
    ).toBe("export {};");
  });

  it("fails the build when React Router writes the module in another shape", () => {
    expect(() =>
      emptyBrowserRoute('import { x } from "./root.tsx";\nexport default function Page() { return x; }'),
    ).toThrow(/inattendu/);
  });
});

describe("the dev server's route modules", () => {
  const context = {
    __reactRouterPluginContext: {
      reactRouterConfig: {
        appDirectory: "/site/app",
        routes: { root: { file: "root.tsx" }, "/contact": { file: "routes/contact.tsx" } },
      },
    },
  };
  const devPlugin = () => {
    const plugin = browserRouter().find(({ name }) => name === "browser-router:empty-dev-routes");
    if (!plugin) throw new Error("plugin missing");
    // Vite's hooks, called as the dev server calls them.
    const hooks = plugin as unknown as {
      configureServer(server: { config: unknown }): void;
      transform(code: string, id: string, options?: { ssr?: boolean }): { code: string } | undefined;
    };
    hooks.configureServer({ config: context });
    return hooks;
  };

  it("reads the route files from React Router's plugin, the root's included", () => {
    expect([...routeFiles(context)]).toEqual(["/site/app/root.tsx", "/site/app/routes/contact.tsx"]);
  });

  it("fails the dev server's start when React Router's plugin no longer says where its routes are", () => {
    expect(() => routeFiles({})).toThrow(/Contexte du plugin de React Router/);
  });

  it("empties a route module the browser asks for, as the build does, and nothing else", () => {
    const plugin = devPlugin();
    expect(plugin.transform('import { Links } from "react-router";', "/site/app/root.tsx")?.code).toBe(
      "export {};",
    );
    expect(plugin.transform("export {}", "/site/app/routes/contact.tsx?t=123")?.code).toBe("export {};");
    // The prerender's and the islands' modules stay whole.
    expect(plugin.transform("x", "/site/app/root.tsx", { ssr: true })).toBeUndefined();
    expect(plugin.transform("x", "/site/app/islands/contact-form.tsx")).toBeUndefined();
  });
});
