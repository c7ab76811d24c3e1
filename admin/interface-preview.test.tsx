// « Textes de l’interface » drawn from a sample draft: each word where a visitor meets it, with the site's blocks.
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import interfaceFile from "../content/interface.json" with { type: "json" };
import { InterfacePreview } from "./interface-preview";

const entry = (data: unknown) => ({
  getIn: ([key]: string[]) =>
    key === "slug" ? "interface" : key === "data" ? { toJS: () => data } : undefined,
});

/** In the CMS a link is an `<a>` (its bundle aliases react-router to app/browser/react-router.tsx); here a router. */
const draw = (preview: ReactNode) => render(<MemoryRouter>{preview}</MemoryRouter>);

test("the draft's words are in the header, the cards, the steps, the legal contents and the cookie banner", () => {
  const draft = {
    ...interfaceFile,
    header: { ...interfaceFile.header, mainNav: "Menu du site" },
    steps: { ...interfaceFile.steps, step: "Phase" },
    serviceCards: { ...interfaceFile.serviceCards, more: "Découvrir" },
    legal: { ...interfaceFile.legal, tableOfContents: "Dans cette page" },
    cookieBanner: { ...interfaceFile.cookieBanner, all: "Tout accepter" },
  };
  draw(<InterfacePreview entry={entry(draft)} />);
  expect(screen.getByRole("navigation", { name: "Menu du site" })).toBeInTheDocument();
  expect(screen.getAllByText("Découvrir")).toHaveLength(3);
  expect(screen.getAllByText(/^Phase/).length).toBeGreaterThan(0);
  expect(screen.getByText("Dans cette page")).toBeInTheDocument();
  const banner = screen.getByRole("region", { name: interfaceFile.cookieBanner.title });
  expect(within(banner).getByRole("button", { name: "Tout accepter" })).toBeInTheDocument();
});

test("typed with ordinary spaces, a word is typeset as the build types it", () => {
  draw(<InterfacePreview entry={entry({ ...interfaceFile, logo: "LIF Group : accueil" })} />);
  // The header's logo and the footer's.
  expect(screen.getAllByRole("link", { name: "LIF Group\u00a0: accueil" })).toHaveLength(2);
});
