import { act, configure, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";

// Each test loads sonner afresh: its first import in a worker of a busy run took over a second once.
configure({ asyncUtilTimeout: 5000 });

/** How many times sonner was loaded; `fail` makes the next load fail, as it would offline. */
const loads = { count: 0, fail: false };

/** A fresh copy of the module and of sonner (nothing loaded yet), with the toaster rendered as root renders it. */
async function setup(page?: ReactNode) {
  vi.resetModules();
  vi.doMock("sonner", async () => {
    loads.count++;
    if (loads.fail) {
      loads.fail = false;
      throw new Error("hors ligne");
    }
    return vi.importActual<typeof import("sonner")>("sonner");
  });
  const { FormToaster, loadToastsOnFirstFormFocus, toast } = await import("./toast");
  render(
    <>
      {page}
      <FormToaster />
    </>,
  );
  return { toast, loadToastsOnFirstFormFocus };
}

const liveRegion = () => screen.queryByRole("region", { name: /^Notifications/ });

beforeEach(() => {
  loads.count = 0;
  loads.fail = false;
});

describe("toasts, with sonner loaded on first use", () => {
  test("nothing is loaded or rendered before the first toast; then the toaster shows it", async () => {
    const { toast } = await setup();
    expect(loads.count).toBe(0);
    expect(liveRegion()).toBeNull();

    toast.error("Échec de l’envoi", { description: "Réessayez." });
    expect(await screen.findByText("Échec de l’envoi")).toBeInTheDocument();
    expect(screen.getByText("Réessayez.")).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");
    expect(loads.count).toBe(1);
  });

  test("toasts asked for while sonner loads all appear; once it is loaded, a toast goes to it at once", async () => {
    const { toast } = await setup();
    toast.error("Premier");
    toast.success("Deuxième");
    await screen.findByText("Premier");
    await screen.findByText("Deuxième");

    const sonner = await import("sonner");
    const success = vi.spyOn(sonner.toast, "success");
    toast.success("Troisième", { description: "Merci.", duration: 5000 });
    expect(success).toHaveBeenCalledWith("Troisième", { description: "Merci.", duration: 5000 });
    expect(await screen.findByText("Troisième")).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  test("a load that failed (offline) is tried again by the next toast", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    loads.fail = true;
    const { toast } = await setup();
    toast.error("Vous êtes hors ligne");
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "[toast] notification non affichée : Vous êtes hors ligne",
        expect.any(Error),
      ),
    );

    toast.error("Échec de l’envoi");
    expect(await screen.findByText("Échec de l’envoi")).toBeInTheDocument();
    expect(loads.count).toBe(2);
  });

  test("a form's field focused loads sonner ahead of the first toast; a focus elsewhere does not", async () => {
    const { toast, loadToastsOnFirstFormFocus } = await setup(
      <>
        <input aria-label="Recherche" />
        <form>
          <input aria-label="Nom" />
        </form>
      </>,
    );
    const stop = loadToastsOnFirstFormFocus();
    act(() => screen.getByRole("textbox", { name: "Recherche" }).focus());
    // Long enough for a load to have started had the focus asked for one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(loads.count).toBe(0);
    expect(liveRegion()).toBeNull();

    act(() => screen.getByRole("textbox", { name: "Nom" }).focus());
    // The live region is there, empty, before the first toast.
    await waitFor(() => expect(liveRegion()).toBeInTheDocument());
    expect(loads.count).toBe(1);
    toast.success("Message envoyé avec succès");
    expect(await screen.findByText("Message envoyé avec succès")).toBeInTheDocument();
    expect(loads.count).toBe(1);
    stop?.();
  });
});
