import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { hydrateIsland } from "~/browser/islands";
import { island } from "./island";
import { renderIslands } from "./render-islands.server";

// The islands' code as the client build resolves it: `react-router` is the browser's module (Link, useLocation…);
// the server side keeps React Router's MemoryRouter, as in the prerender.
vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof import("react-router")>()),
  ...(await import("~/browser/react-router")),
}));

const ContactForm = island("contact-form");
const ids = () => [...document.querySelectorAll("[id]")].map((element) => element.id);

describe("an island", () => {
  test("is prerendered alone under its own id prefix and hydrates on the same ids, without a mismatch", async () => {
    const page = renderToString(
      <main>
        <p>Avant le formulaire</p>
        <ContactForm formType="contact" title="Écrivez-nous" showCompany />
        <ContactForm formType="contact" title="Encore" />
      </main>,
    );
    document.body.innerHTML = await renderIslands(page, new URL("http://localhost/contact"));
    const prerendered = ids();
    // Server ids (React writes `R`; ids made in the browser would read `r`), one prefix per island.
    expect(prerendered.filter((id) => id.startsWith("_contact-form-R_")).length).toBeGreaterThan(5);
    expect(prerendered.filter((id) => id.startsWith("_contact-form-2-R_")).length).toBeGreaterThan(5);

    // Hydrated as in a browser, by the scheduler, not inside act(): React should not warn about act here.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener("error", onError);
    vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    for (const element of document.querySelectorAll<HTMLElement>("[data-island]"))
      await hydrateIsland(element);
    await vi.waitFor(() => {
      for (const button of screen.getAllByRole("button", { name: "Envoyer" })) expect(button).toBeEnabled();
      // Each island says it is live once its root has hydrated (what the browser tests wait for).
      for (const element of document.querySelectorAll("[data-island]"))
        expect(element).toHaveAttribute("data-live");
    }, 20_000);
    window.removeEventListener("error", onError);
    vi.restoreAllMocks();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

    expect(errors).toEqual([]);
    expect(ids()).toEqual(prerendered);
  }, 60_000);
});
