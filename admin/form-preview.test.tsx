// The forms' previews drawn from sample drafts: the words a person checks are the draft's, in the site's form.
import { execFileSync } from "node:child_process";
import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMServer from "react-dom/server";
import { beforeAll, describe, expect, test } from "vitest";
import { copyPlaceholderValues } from "~/content/placeholders";
import { SITE } from "~/site.config";
import expertFile from "../content/formulaires/candidature-expert.json" with { type: "json" };
import contactFile from "../content/formulaires/contact.json" with { type: "json" };
import guideFile from "../content/formulaires/guide.json" with { type: "json" };
import messagesFile from "../content/formulaires/messages.json" with { type: "json" };
import homeFile from "../content/pages/groupe/accueil.json" with { type: "json" };
import nearshoreFile from "../content/pages/lif-shore/nearshore.json" with { type: "json" };
import { drawFormsWith, FormPreview, type MakeFormModules, MessagesPreview } from "./form-preview";
import { RoutePagePreview } from "./page-preview";

/**
 * The forms' script as the CMS's bundle holds it (admin/form-modules.mjs), made into the same function here with
 * the test's React. Bundled in a child process: esbuild refuses to run in jsdom (its TextEncoder check).
 */
beforeAll(() => {
  const script = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { formModulesScript } from "./admin/form-modules.mjs"; process.stdout.write(await formModulesScript(process.cwd()));`,
    ],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const modules: Record<string, unknown> = {
    react: React,
    "react-dom": ReactDOM,
    "react-dom/server": ReactDOMServer,
    "react/jsx-runtime": jsxRuntime,
  };
  // The script the CMS's bundle holds as a function body, given the test's React.
  const load = new Function("__formDrafts", "require", `${script}\nreturn __formModules;`);
  const make: MakeFormModules = (drafts) => load(drafts, (name: string) => modules[name]);
  drawFormsWith(make);
}, 60_000);

/** A Decap entry as a preview receives it. */
const entry = (slug: string, data: unknown) => ({
  getIn: ([key]: string[]) => (key === "slug" ? slug : key === "data" ? { toJS: () => data } : undefined),
});

describe("a form file's preview", () => {
  test("draws the contact form with the draft's hint, consent and button, then its toasts and confirmation", () => {
    const draft = {
      ...contactFile,
      email: { hint: "Par exemple nom@entreprise.fr" },
      consent: "J’accepte d’être recontacté",
      submit: "Envoyer ma demande",
    };
    render(<FormPreview entry={entry("formulaire-contact", draft)} />);
    expect(screen.getByText("Par exemple nom@entreprise.fr")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /J’accepte d’être recontacté/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Envoyer ma demande" })).toBeInTheDocument();
    expect(
      screen.getByText("Message envoyé avec succès", { selector: "[data-preview-toast] p" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Échec de l’envoi")).toBeInTheDocument();
    expect(screen.getByText("Envoyer un autre message")).toBeInTheDocument();
  });

  test("fills the forms' names as the site does: {telephone} becomes the phone number", () => {
    render(
      <FormPreview
        entry={entry("formulaire-guide", { ...guideFile, question: "Une question ? Appelez le {telephone}" })}
      />,
    );
    expect(screen.getByRole("textbox", { name: /E-mail professionnel/ })).toBeInTheDocument();
    const question = screen.getByText(/Appelez le/);
    const spaces = (text: string | null) => text?.replace(/\s/g, " ");
    expect(spaces(question.textContent)).toContain(`Appelez le ${spaces(SITE.phone)}`);
    expect(screen.getByRole("link", { name: guideFile.download })).toBeInTheDocument();
  });

  test("an unknown name is said in the pane, with its field, instead of breaking the CMS", () => {
    render(
      <FormPreview entry={entry("formulaire-contact", { ...contactFile, submit: "Envoyer {bouton}" })} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "{bouton} (content/formulaires/contact.json, submit)",
    );
  });
});

test.each([
  ["formulaire-contact", "contact"],
  ["formulaire-consultation", "consultation"],
  ["formulaire-guide", "guide"],
  ["formulaire-evaluation", "evaluation"],
  ["formulaire-candidature-expert", "candidature-expert"],
  ["formulaire-demande-entreprise", "demande-entreprise"],
])("%s: the send button reads the draft's words", async (name, file) => {
  const data = (await import(`../content/formulaires/${file}.json`)).default;
  render(<FormPreview entry={entry(name, { ...data, submit: "Bouton du brouillon" })} />);
  expect(screen.getByRole("button", { name: "Bouton du brouillon" })).toBeInTheDocument();
});

test("the expert's file shows the confirmation e-mail with the group's name filled", () => {
  render(<FormPreview entry={entry("formulaire-candidature-expert", expertFile)} />);
  expect(screen.getByText(`Confirmation de votre message à ${SITE.product}`)).toBeInTheDocument();
});

describe("the forms' messages' preview", () => {
  test("shows the draft's validation message under an empty field, and its toasts", async () => {
    const draft = {
      ...messagesFile,
      validation: { ...messagesFile.validation, firstName: "Votre prénom, s’il vous plaît" },
      formIncomplete: { title: "Il manque des champs", description: "Complétez les champs en rouge." },
    };
    render(<MessagesPreview entry={entry("messages-formulaires", draft)} />);
    const firstName = await screen.findByRole("textbox", { name: /Prénom/ });
    expect(await screen.findByText("Votre prénom, s’il vous plaît")).toBeInTheDocument();
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    const toasts = screen
      .getAllByRole("status")
      .filter((element) => element.hasAttribute("data-preview-toast"));
    expect(within(toasts[0] as HTMLElement).getByText("Il manque des champs")).toBeInTheDocument();
  });
});

describe("a page's file drawn by its own page", () => {
  /** A page file's entry: Decap gives its path, from which the preview knows which file the draft replaces. */
  const pageEntry = (slug: string, path: string, data: unknown) => ({
    getIn: ([key]: string[]) =>
      key === "slug" ? slug : key === "path" ? path : key === "data" ? { toJS: () => data } : undefined,
  });

  test("the home page's hero shows the draft's figure labels beside the figures the facts give", () => {
    const [first, ...others] = homeFile.hero.proofs;
    const proofs = [{ ...first, label: "pour une équipe prête à travailler" }, ...others];
    const draft = { ...homeFile, hero: { ...homeFile.hero, proofs } };
    render(
      <RoutePagePreview
        entry={pageEntry("pages-groupe-accueil", "content/pages/groupe/accueil.json", draft)}
      />,
    );
    const figure = screen.getByText("pour une équipe prête à travailler");
    const delay = copyPlaceholderValues("fr")["delai-deploiement"] ?? "";
    expect(delay).not.toBe("");
    expect(figure.parentElement?.textContent).toContain(delay);
  });

  test("the nearshore page draws the comparison table with the draft's caption and rows", () => {
    const draft = structuredClone(nearshoreFile);
    draft.comparison.caption = "Nearshore ou offshore, côte à côte";
    render(
      <RoutePagePreview
        entry={pageEntry("pages-lif-shore-nearshore", "content/pages/lif-shore/nearshore.json", draft)}
      />,
    );
    const table = screen.getByRole("table", { name: "Nearshore ou offshore, côte à côte" });
    expect(within(table).getAllByRole("row").length).toBeGreaterThan(3);
  });
});
