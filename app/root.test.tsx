import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { ErrorBoundary } from "./root";
import { SITE } from "./site.config";

/** A page whose rendering fails, as a broken route would. */
function BrokenPage(): never {
  throw new Error("boom");
}

function renderErrorPage() {
  const Stub = createRoutesStub([{ path: "/contact", Component: BrokenPage, ErrorBoundary }]);
  render(<Stub initialEntries={["/contact"]} />);
}

describe("the error page", () => {
  it("keeps the spec's heading, says what to do and claims no report it does not send", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderErrorPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("button", { name: "Recharger la page" })).toBeInTheDocument();
    const mail = screen.getByRole("link", { name: SITE.email });
    expect(mail.getAttribute("href")).toBe(
      `mailto:${SITE.email}?subject=${encodeURIComponent("Erreur sur le site (/contact)")}`,
    );
    expect(document.body).toHaveTextContent("ne nous est pas signalée automatiquement");
    expect(document.body).not.toHaveTextContent("informées");
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
  });
});
