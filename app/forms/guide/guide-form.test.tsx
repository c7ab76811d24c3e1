import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";

// Rendering and typing in jsdom take seconds on a busy machine: wait for outcomes that long.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const mocks = vi.hoisted(() => ({
  deliverLead: vi.fn(),
  verdict: vi.fn(() => ({ waitMs: 0, spamSuspected: false })),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock("../shared/delivery", () => ({ deliverLead: mocks.deliverLead }));
vi.mock("sonner", () => ({ toast: mocks.toast }));
vi.mock("../shared/bot-guard", async (original) => ({
  ...(await original<typeof import("../shared/bot-guard")>()),
  useBotGuard: () => ({ honeypotProps: { ref: { current: null } }, verdict: mocks.verdict }),
}));

import { GuideForm } from "./guide-form";

const box = (name: string) => screen.getByRole("textbox", { name });

async function fillAndSend() {
  render(
    <MemoryRouter>
      <GuideForm guideTitle="Guide du nearshore" guideFile="/generated/guide.pdf" />
    </MemoryRouter>,
  );
  const user = userEvent.setup({ delay: null });
  for (const [name, value] of [
    ["Nom et prénom", "Awa Diop"],
    ["E-mail professionnel", " awa@exemple.fr "],
    ["Entreprise", "ACME"],
  ] as const) {
    await user.click(box(name));
    await user.paste(value);
  }
  await user.click(screen.getByRole("button", { name: "Recevoir le guide" }));
}

beforeEach(() => {
  mocks.deliverLead.mockReset();
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

describe("GuideForm", () => {
  test("once sent, a panel takes the form's place, names the guide and the address, and takes the focus", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: true });
    await fillAndSend();
    const panel = await screen.findByRole("status");
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent("Le guide « Guide du nearshore » est à vous");
    expect(panel).toHaveTextContent("awa@exemple.fr");
    expect(screen.getByRole("link", { name: "Télécharger le guide (PDF)" })).toHaveAttribute(
      "href",
      "/generated/guide.pdf",
    );
    expect(mocks.deliverLead.mock.calls[0]?.[0]).toEqual({
      team: {
        template: "guide",
        params: {
          from_name: "Awa Diop",
          from_email: "awa@exemple.fr",
          company: "ACME",
          guide: "Guide du nearshore",
          guide_url: "https://www.lif-group.fr/generated/guide.pdf",
        },
      },
    });
    expect(mocks.toast.success).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  test("on failure the form stays with its values and a toast says so", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    await fillAndSend();
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith("Échec de l’envoi", expect.anything()),
    );
    expect(box("Entreprise")).toHaveValue("ACME");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
