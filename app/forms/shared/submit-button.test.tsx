import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SubmitButton } from "./submit-button";

describe("SubmitButton", () => {
  test("in the prerendered page: disabled until hydrated, hidden without JavaScript, the e-mail and phone in its place", () => {
    const html = renderToStaticMarkup(<SubmitButton status="idle">Envoyer</SubmitButton>);
    const page = new DOMParser().parseFromString(html, "text/html");
    const button = page.querySelector("button");
    expect(button?.hasAttribute("disabled")).toBe(true);
    expect(button?.className).toContain("noscript:hidden");
    const noscript = html.slice(html.indexOf("<noscript>"), html.indexOf("</noscript>"));
    expect(noscript).toContain("Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur.");
    expect(noscript).toContain('href="mailto:contact@lif-group.fr"');
    expect(noscript).toContain(">contact@lif-group.fr</a>");
    expect(noscript).toContain('href="tel:+33199001234"');
    expect(noscript).toContain(">+33 1 99 00 12 34</a>");
  });

  test.each([
    ["idle", "Envoyer", false],
    ["error", "Envoyer", false],
    ["success", "Envoyer", false],
    ["submitting", "Envoi en cours...", true],
  ] as const)("once hydrated, %s: reads %j, disabled: %s", (status, name, disabled) => {
    render(<SubmitButton status={status}>Envoyer</SubmitButton>);
    const button = screen.getByRole("button", { name });
    expect(button.hasAttribute("disabled")).toBe(disabled);
  });
});
