// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ICON_NAMES } from "../../app/content/files/schema-parts";
import { COPY_FILES, type CopyFile, checkCopyFiles, checkCopyText } from "./copy-files";

const entry = (file: string): CopyFile => {
  const found = COPY_FILES.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`${file} is not a copy file`);
  return found;
};

/** The committed file with one change, as the build would read it. */
function problemsWith(file: string, change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  change(data);
  return checkCopyText(entry(file), JSON.stringify(data));
}

const items = (data: Record<string, unknown>) => data.items as Record<string, unknown>[];
const first = (data: Record<string, unknown>) => items(data)[0] as Record<string, unknown>;

describe("the copy files check", () => {
  it("accepts every committed copy file", () => {
    expect(checkCopyFiles().problems).toEqual([]);
  });

  it("stops on a testimonial without a role, naming the file, the CMS field and the fix", () => {
    expect(problemsWith("content/temoignages/lif-form.json", (data) => delete first(data).role)).toEqual([
      "content/temoignages/lif-form.json, champ « Témoignages › Témoignages › n°\u00a01 › Fonction » (items.0.role) : le champ manque, renseignez-le (texte attendu : la fonction de la personne citée, jamais son nom (par exemple « DSI »)).",
    ]);
  });

  it("reads an « Accord écrit reçu » box the CMS left out as unticked, and stops on one that is not a box", () => {
    const file = "content/temoignages/lif-form.json";
    expect(problemsWith(file, (data) => delete first(data).writtenConsent)).toEqual([]);
    expect(problemsWith(file, (data) => (first(data).writtenConsent = null))).toEqual([]);
    expect(problemsWith(file, (data) => (first(data).writtenConsent = "oui"))).toEqual([
      `${file}, champ « Témoignages › Témoignages › n°\u00a01 › Accord écrit reçu » (items.0.writtenConsent) : case à cocher attendue : cochée une fois l’accord écrit de la personne citée reçu.`,
    ]);
  });

  it("stops on a second quote where the page shows one", () => {
    expect(
      problemsWith("content/temoignages/le-groupe.json", (data) => items(data).push({ ...first(data) })),
    ).toEqual([
      "content/temoignages/le-groupe.json, champ « Témoignages › Témoignages » (items) : cette page montre une seule citation : gardez-en exactement une.",
    ]);
  });

  it("stops on an unknown placeholder, listing the names it knows", () => {
    const [problem, ...others] = problemsWith("content/faq/lif-talent-experts.json", (data) => {
      first(data).answer = "Une commission de {comission}.";
    });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^content\/faq\/lif-talent-experts\.json, champ « Questions fréquentes › Questions › n°\u00a01 › Réponse » \(items\.0\.answer\) : texte à remplacer \{comission\} inconnu\. Correction : utilisez l’un des noms connus, \{tarif-intra\}, .*\{commission\}, .*\.$/,
    );
  });

  it("offers a fact worded per site only to a page read for each site", () => {
    const quoteNote = (data: Record<string, unknown>) => {
      first(data).answer = "{note-devis}";
    };
    expect(problemsWith("content/faq/lif-form.json", quoteNote)).toEqual([]);
    expect(problemsWith("content/faq/lif-talent-experts.json", quoteNote)).toEqual([
      expect.stringContaining("texte à remplacer {note-devis} inconnu"),
    ]);
  });

  it("offers a page's own name to its file only (the back-office page's LIF Form domains)", () => {
    const quoteDomains = (target: string) => (data: Record<string, unknown>) => {
      const section = data[target] as { intro: string };
      section.intro = "Avec LIF Form : {domaines-lif-form}.";
    };
    expect(problemsWith("content/pages/lif-talent/backoffice-afrique.json", quoteDomains("arm"))).toEqual([]);
    expect(problemsWith("content/pages/lif-talent/modele.json", quoteDomains("pillars"))).toEqual([
      expect.stringContaining("texte à remplacer {domaines-lif-form} inconnu"),
    ]);
  });

  it("offers the catalogue's counts to the LIF Form pages that quote them only", () => {
    const quoteCount =
      (name: string, target = "funding") =>
      (data: Record<string, unknown>) => {
        const section = data[target] as { intro: string };
        section.intro = `Nos {${name}} formations se financent.`;
      };
    expect(problemsWith("content/pages/lif-form/accueil.json", quoteCount("nombre-formations"))).toEqual([]);
    expect(
      problemsWith("content/pages/lif-form/domaines.json", (data) => {
        const { brief, domainLines } = data as { brief: { title: string }; domainLines: { eyebrow: string } };
        brief.title = "{formations-du-domaine} formations en {nom-du-domaine}";
        domainLines.eyebrow = "LIF Form, {certifications-du-domaine}";
      }),
    ).toEqual([]);
    expect(problemsWith("content/pages/lif-form/domaines.json", quoteCount("nombre-formations"))).toEqual([
      expect.stringContaining("texte à remplacer {nombre-formations} inconnu"),
    ]);
    expect(
      problemsWith("content/pages/lif-form/cybersecurite.json", quoteCount("nombre-formations", "courses")),
    ).toEqual([expect.stringContaining("texte à remplacer {nombre-formations} inconnu")]);
  });

  it("refuses a domain page's own name outside the groups its page fills it in", () => {
    // Before, {formations-du-domaine} here passed the check and stopped only the prerender.
    expect(
      problemsWith("content/pages/lif-form/domaines.json", (data) => {
        (data.funding as { intro: string }).intro = "Nos {formations-du-domaine} formations se financent.";
        const [, practice] = (data.session as { items: { text: string }[] }).items;
        if (practice) practice.text = "En {nom-du-domaine}, la pratique.";
      }),
    ).toEqual([
      "content/pages/lif-form/domaines.json, champ « Pages LIF Form › Déroulement d’une session › Étapes › n°\u00a02 › Texte » (session.items.1.text) : {nom-du-domaine} n’a de valeur que dans « Encadré en bref » et « Textes qui citent le domaine » : retirez-le de ce texte ou écrivez ce qu’il remplacerait.",
      "content/pages/lif-form/domaines.json, champ « Pages LIF Form › Financement › Introduction » (funding.intro) : {formations-du-domaine} n’a de valeur que dans « Encadré en bref » et « Textes qui citent le domaine » : retirez-le de ce texte ou écrivez ce qu’il remplacerait.",
    ]);
  });

  it("stops on a link to a page that does not exist", () => {
    expect(
      problemsWith("content/faq/lif-talent-entreprises.json", (data) => {
        const withLink = items(data).find((item) => item.link) as { link: { to: string } };
        withLink.link.to = "/back-office";
      }),
    ).toEqual([
      "content/faq/lif-talent-entreprises.json, champ « Questions fréquentes › Questions › n°\u00a05 › Lien sous la réponse › Page » (items.4.link.to) : page inexistante : choisissez l’une des pages du site dans la liste (app/pages.ts les déclare).",
    ]);
    expect(
      problemsWith("content/navigation.json", (data) => {
        const footer = data.footer as { groups: { links: { to: string }[] }[] };
        const [link] = footer.groups[0]?.links ?? [];
        if (link) link.to = "/services/lif-talent/";
      }),
    ).toEqual([
      expect.stringContaining(
        "« Navigation › Pied de page › Colonnes de liens › n°\u00a01 › Liens › n°\u00a01 › Page » (footer.groups.0.links.0.to) : page inexistante",
      ),
    ]);
  });

  it("stops on an icon outside the fixed list", () => {
    expect(problemsWith("content/partenaires.json", (data) => (first(data).icon = "GraduationCap"))).toEqual([
      `content/partenaires.json, champ « Partenaires › Partenaires › n°\u00a01 › Icône » (items.0.icon) : icône attendue, l’une de : ecole, cloud, entreprise, reseau, partenariat, bouclier, globe, equipe, ${ICON_NAMES.slice(8).join(", ")}.`,
    ]);
  });

  it("accepts an FAQ entry without a link however the CMS writes it", () => {
    for (const none of [undefined, null, {}, { label: "", to: "" }])
      expect(
        problemsWith("content/faq/lif-form.json", (data) => {
          first(data).link = none;
        }),
      ).toEqual([]);
  });

  describe("a LIF Shore page's sections (content/pages/lif-shore/, app/content/files/section-parts.ts)", () => {
    const page = "content/pages/lif-shore/evaluation.json";
    type Page = Partial<Record<string, Record<string, unknown> & { items: Record<string, unknown>[] }>>;
    const shore = (change: (data: Page) => void) =>
      problemsWith(page, (data) => change(data as unknown as Page));
    const field = (label: string, path: string) =>
      `${page}, champ « Pages LIF Shore › ${label} » (${path}) : `;

    it("stops on a section without its title (section head)", () => {
      expect(shore((data) => delete data.scope?.title)).toEqual([
        `${field("Périmètre › Titre", "scope.title")}le champ manque, renseignez-le (texte attendu : le titre de la section).`,
      ]);
    });

    it("stops on a card without its text, and accepts it without link or badge however the CMS writes them (feature item)", () => {
      expect(shore((data) => ((data.scope?.items[1] as Record<string, unknown>).text = " "))).toEqual([
        `${field("Périmètre › Cartes › n°\u00a02 › Texte", "scope.items.1.text")}champ vide : le texte de la carte.`,
      ]);
      for (const none of [null, "", {}, { label: "", to: "" }])
        expect(shore((data) => Object.assign(data.scope?.items[0] ?? {}, { link: none, badge: "" }))).toEqual(
          [],
        );
    });

    it("stops on a step without its marker, and accepts one without timing (timeline item)", () => {
      expect(shore((data) => delete data.steps?.items[2]?.marker)).toEqual([
        `${field("Déroulement › Étapes › n°\u00a03 › Repère", "steps.items.2.marker")}le champ manque, renseignez-le (texte attendu : le repère de l’étape, par exemple « 01 » ou « J+7 »).`,
      ]);
      expect(shore((data) => Object.assign(data.steps?.items[0] ?? {}, { meta: "" }))).toEqual([]);
    });

    it("stops on an empty list of points (check list) and on a button without text (in-page action)", () => {
      expect(shore((data) => ((data.hero?.facts as { items: string[] }).items = []))).toEqual([
        `${field("Haut de page › Encadré › Points", "hero.facts.items")}liste vide : un point par ligne.`,
      ]);
      expect(shore((data) => ((data.hero?.action as { label: string }).label = ""))).toEqual([
        `${field("Haut de page › Bouton › Texte du bouton", "hero.action.label")}champ vide : le texte du bouton.`,
      ]);
    });

    it("stops on a link to a page that does not exist, and on an unknown placeholder", () => {
      expect(
        shore((data) => {
          const [link] = (data.successPanel?.links ?? []) as unknown as { to: string }[];
          if (link) link.to = "/conformite";
        }),
      ).toEqual([
        `${field("Après l’envoi › Liens › n°\u00a01 › Page", "successPanel.links.0.to")}page inexistante : choisissez l’une des pages du site dans la liste (app/pages.ts les déclare).`,
      ]);
      expect(
        shore((data) => {
          if (data.request) data.request.intro = "Un expert vous rappelle dans les {delai-rappel}.";
        }),
      ).toEqual([
        expect.stringContaining(
          `${field("Demande (à côté du formulaire) › Introduction", "request.intro")}texte à remplacer {delai-rappel} inconnu`,
        ),
      ]);
    });
  });

  it("stops on a consultation band without promises, and on a computed count without its line (services page)", () => {
    const page = "content/pages/lif-shore/nos-services.json";
    type Services = Record<string, Record<string, unknown>>;
    const services = (change: (data: Services) => void) =>
      problemsWith(page, (data) => change(data as unknown as Services));
    expect(services((data) => ((data.consultation as { promises: string[] }).promises = []))).toEqual([
      `${page}, champ « Pages LIF Shore › Consultation gratuite › Ce que vous obtenez » (consultation.promises) : liste vide : ajoutez au moins une promesse.`,
    ]);
    expect(
      services((data) => delete (data.hero as { counts: Record<string, unknown> }).counts.languages),
    ).toEqual([
      `${page}, champ « Pages LIF Shore › Haut de page › Nombres comptés par le site › Sous le nombre de langues » (hero.counts.languages) : le champ manque, renseignez-le (texte attendu : la ligne sous le nombre de langues de support, que le site compte).`,
    ]);
  });

  describe("the LIF Shore guide (content/pages/lif-shore/guide.json, the PDF's blocks)", () => {
    const file = "content/pages/lif-shore/guide.json";
    type Block = Record<string, unknown> & { kind: string };
    /** The first table of the first chapter (nearshore against offshore: three columns). */
    const table = (data: Record<string, unknown>) => {
      const { criteres } = data.chapters as Record<string, { blocks: Block[] }>;
      const found = criteres?.blocks.find((block) => block.kind === "table");
      if (!found) throw new Error("no table in the first chapter");
      return found as Block & { widths: number[] };
    };
    const widths =
      "Pages LIF Shore › Chapitres › 1. Nearshore ou offshore : les critères qui comptent › Blocs › n°\u00a02 › Largeurs";

    it("stops on a table whose widths are not one per column or do not add up to 1", () => {
      expect(problemsWith(file, (data) => table(data).widths.pop())).toEqual([
        `${file}, champ « ${widths} » (chapters.criteres.blocks.1.widths) : 2 largeur(s) pour 3 colonne(s) : donnez une largeur par colonne.`,
        `${file}, champ « ${widths} » (chapters.criteres.blocks.1.widths) : les largeurs font 66 % de la page : elles doivent faire 1 en tout (par exemple 0.3, 0.3 et 0.4).`,
      ]);
      expect(problemsWith(file, (data) => (table(data).widths = [0.3, 0.3, 0.4]))).toEqual([]);
    });

    it("stops on a block of an unknown kind; the time zones' table holds only its column titles (its rows are the centres' facts)", () => {
      expect(problemsWith(file, (data) => (table(data).kind = "image"))).toEqual([
        expect.stringContaining("type de bloc inconnu : choisissez Paragraphe, Intertitre, Liste, Étapes"),
      ]);
      const { fuseaux } = JSON.parse(readFileSync(file, "utf8")).chapters;
      expect(fuseaux.blocks[0]).toEqual({ kind: "timezones", columns: expect.any(Array) });
    });
  });

  describe("the LIF Talent pages' blocks (content/pages/lif-talent/, app/content/files/talent/parts.ts)", () => {
    type Card = Record<string, unknown>;
    const common = "content/pages/lif-talent/commun.json";
    const home = "content/pages/lif-talent/accueil.json";
    const field = (file: string, label: string, path: string) =>
      `${file}, champ « Pages LIF Talent › ${label} » (${path}) : `;

    it("stops on a card of the two audiences without points, and on a lifecycle step without its text", () => {
      const audiences = (data: Card) => data.audiences as Record<"client" | "expert", Card>;
      expect(problemsWith(common, (data) => (audiences(data).expert.points = []))).toEqual([
        `${field(common, "Cartes des deux publics › Expert IT › Points", "audiences.expert.points")}liste vide : un point par ligne.`,
      ]);
      expect(problemsWith(common, (data) => delete (data.lifecycle as Card[])[1]?.text)).toEqual([
        `${field(common, "Étapes du cycle de mission › n°\u00a02 › Texte", "lifecycle.1.text")}le champ manque, renseignez-le (texte attendu : ce qui se passe à cette étape).`,
      ]);
    });

    it("stops on a challenge card with an empty text and on a closing band without its title", () => {
      const market = (data: Card) => data.market as { challenges: Card[] };
      expect(
        problemsWith(home, (data) => Object.assign(market(data).challenges[0] ?? {}, { text: "" })),
      ).toEqual([
        `${field(home, "Les enjeux du marché › Défis › n°\u00a01 › Texte", "market.challenges.0.text")}champ vide : le texte de la carte.`,
      ]);
      expect(problemsWith(home, (data) => delete (data.cta as Card).title)).toEqual([
        `${field(home, "Bandeau final › Titre", "cta.title")}le champ manque, renseignez-le (texte attendu : le titre du bandeau).`,
      ]);
    });

    it("stops on a challenge without its answer, and on a form's note without its text", () => {
      const page = "content/pages/lif-talent/client-entreprise.json";
      const section = (data: Card, name: string) => data[name] as Card & { items: Card[] };
      expect(problemsWith(page, (data) => delete section(data, "challenges").items[2]?.answer)).toEqual([
        `${field(page, "Vos défis, nos réponses › Défis › n°\u00a03 › Notre réponse", "challenges.items.2.answer")}le champ manque, renseignez-le (texte attendu : la réponse de LIF Talent).`,
      ]);
      expect(
        problemsWith(page, (data) => (((section(data, "form").aside as Card).note as Card).text = "")),
      ).toEqual([
        `${field(page, "Formulaire de demande › Encadré à côté du formulaire › Note sur les données › Texte", "form.aside.note.text")}champ vide : ce que deviennent les informations du formulaire.`,
      ]);
    });
  });

  describe("a group page (content/pages/groupe/: hero figures, closing band, offices, per-site names)", () => {
    type Page = Record<string, Record<string, unknown>>;
    const group = (file: string, change: (data: Page) => void) =>
      problemsWith(`content/pages/groupe/${file}.json`, (data) => change(data as unknown as Page));
    const field = (file: string, label: string, path: string) =>
      `content/pages/groupe/${file}.json, champ « Pages du groupe › ${label} » (${path}) : `;

    it("stops on a closing band without its title (closing band) and on an empty card of figures (hero figures)", () => {
      expect(group("a-propos", (data) => delete data.cta?.title)).toEqual([
        `${field("a-propos", "Bandeau de fin de page › Titre", "cta.title")}le champ manque, renseignez-le (texte attendu : le titre du bandeau de fin de page).`,
      ]);
      expect(group("engagements", (data) => Object.assign(data.hero ?? {}, { facts: [] }))).toEqual([
        `${field("engagements", "Haut de page › Chiffres de l’encadré", "hero.facts")}liste vide : ajoutez au moins un chiffre.`,
      ]);
    });

    it("stops on an office's text for a city where the group has no office, listing the offices", () => {
      expect(
        group("groupe", (data) => {
          const [paris] = (data.offices?.texts ?? []) as { city: string }[];
          if (paris) paris.city = "Lyon";
        }),
      ).toEqual([
        expect.stringContaining(
          `${field("groupe", "Nos bureaux › Textes des bureaux › n°\u00a01 › Ville", "offices.texts.0.city")}ville attendue, l’une des villes des bureaux : Paris, Dakar`,
        ),
      ]);
    });

    it("lets the home and services files quote the site's own wording, and not the other pages", () => {
      expect(group("accueil", () => {})).toEqual([]);
      expect(group("services", () => {})).toEqual([]);
      expect(
        group("contact", (data) => {
          if (data.hero) data.hero.eyebrow = "Contact {pays-du-site}";
        }),
      ).toEqual([
        expect.stringContaining(
          `${field("contact", "Haut de page › Surtitre", "hero.eyebrow")}texte à remplacer {pays-du-site} inconnu`,
        ),
      ]);
    });
  });

  it("refuses a file that no page reads, and a file that is missing", () => {
    const root = mkdtempSync(join(tmpdir(), "copy-files-"));
    try {
      cpSync("content", join(root, "content"), { recursive: true });
      cpSync("admin", join(root, "admin"), { recursive: true });
      writeFileSync(join(root, "content/temoignages/accueil.json"), '{ "items": [] }');
      rmSync(join(root, "content/partenaires.json"));
      expect(checkCopyFiles(root).problems).toEqual([
        "content/partenaires.json : fichier manquant. Correction : rétablissez-le depuis l’historique du dépôt.",
        "content/temoignages/accueil.json : aucune page ne lit ce fichier. Correction : supprimez-le ; chaque page a déjà le sien dans le CMS.",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the LIF Form certifications (content/pages/lif-form/certifications.json)", () => {
  const FILE = "content/pages/lif-form/certifications.json";
  const ceh = (change: (certification: Record<string, unknown>) => void) =>
    problemsWith(FILE, (data) => change(first(data)));

  it("stops on a malformed RS code and a date not in AAAA-MM-JJ, naming the field and the fix", () => {
    expect(
      ceh((certification) => {
        certification.registry = { code: "1234", registeredOn: "26/11/2026", validUntil: null };
      }),
    ).toEqual([
      "content/pages/lif-form/certifications.json, champ « Pages LIF Form › Certifications › n°\u00a01 › Enregistrement France Compétences › Code RS » (items.0.registry.code) : code RS attendu : « RS » suivi de 3 à 5 chiffres, par exemple RS1234.",
      expect.stringContaining("(items.0.registry.registeredOn)"),
    ]);
  });

  it("stops on a certification listed twice, since the courses name each once", () => {
    expect(problemsWith(FILE, (data) => items(data).push({ ...first(data) }))).toEqual([
      expect.stringContaining("chaque certification une fois : ceh, cissp, ccna, security-plus"),
    ]);
  });

  it("accepts a success rate and registry left empty however the CMS writes them", () => {
    for (const successRate of [null, undefined, {}, { percent: "", period: "", candidates: "" }])
      expect(
        ceh((certification) => {
          certification.successRate = successRate;
          certification.registry = { code: "", registeredOn: "", validUntil: null };
        }),
      ).toEqual([]);
  });
});

describe("the course sheet's words (content/pages/lif-form/fiche-formation.json)", () => {
  const FILE = "content/pages/lif-form/fiche-formation.json";
  type Sheet = { prices: { title: string }; lists: { assessment: string } };

  it("refuses another wording for a heading Qualiopi's indicator 1 asks for, and accepts a straight apostrophe", () => {
    expect(problemsWith(FILE, (data) => ((data as unknown as Sheet).prices.title = "Nos prix"))).toEqual([
      expect.stringContaining(
        "(prices.title) : titre imposé par l’indicateur 1 de Qualiopi : écrivez « Tarifs », le mot qu’un auditeur cherche sur chaque fiche",
      ),
    ]);
    expect(
      problemsWith(FILE, (data) => ((data as unknown as Sheet).lists.assessment = "Modalités d'évaluation")),
    ).toEqual([]);
  });
});

describe("the forms' shared messages (content/formulaires/messages.json)", () => {
  const FILE = "content/formulaires/messages.json";
  type Messages = {
    validation: Record<string, string>;
    toasts: { contact: { failure: { title: string } } };
    noScript: string;
    cv: Record<string, string>;
    recovery: Record<string, string>;
  };
  const messages = (change: (data: Messages) => void) =>
    problemsWith(FILE, (data) => change(data as unknown as Messages));

  it("refuses another wording for a message the spec fixes, naming the file, the field and the text to restore", () => {
    expect(messages((data) => (data.validation.email = "Adresse e-mail invalide"))).toEqual([
      `${FILE}, champ « Formulaires › Messages d’erreur des champs › E-mail invalide » (validation.email) : texte imposé par le cahier des charges : écrivez exactement « Email invalide ».`,
    ]);
    expect(messages((data) => (data.toasts.contact.failure.title = "Envoi impossible"))).toEqual([
      expect.stringContaining(
        "(toasts.contact.failure.title) : texte imposé par le cahier des charges : écrivez exactement « Échec de l'envoi »",
      ),
    ]);
  });

  it("accepts the spec's text typed with a straight apostrophe and ordinary spaces", () => {
    expect(
      messages((data) => (data.validation.message = "Veuillez entrer  un message d'au moins 10 caractères")),
    ).toEqual([]);
  });

  it("offers a name of one send only to the texts that fill it, and the JavaScript-off sentence needs both contacts", () => {
    expect(messages((data) => (data.recovery.greeting = "Bonjour, demande {reference}"))).toEqual([
      expect.stringContaining(
        "(recovery.greeting) : {reference} n’a pas de valeur dans ce texte : retirez-le",
      ),
    ]);
    expect(messages((data) => (data.recovery.subject = "Demande {reference} du {page}"))).toEqual([
      expect.stringContaining(
        "(recovery.subject) : {page} n’a pas de valeur dans ce texte : retirez-le (ce texte connaît {reference}, en plus de {e-mail-contact}, {telephone}",
      ),
    ]);
    expect(messages((data) => (data.noScript = "Écrivez-nous à {e-mail-contact}."))).toEqual([
      expect.stringContaining("(noScript) : citez {e-mail-contact} puis {telephone}, une fois chacun"),
    ]);
    expect(messages((data) => (data.cv.hint = "Taille max : {taile}."))).toEqual([
      expect.stringContaining("texte à remplacer {taile} inconnu"),
    ]);
  });
});

describe("delays stated in the forms' texts", () => {
  it("refuses a reply delay typed as a figure where the text quotes the facts' delay", () => {
    const file = "content/formulaires/messages.json";
    expect(
      problemsWith(file, (data) => {
        const toasts = data.toasts as { consultation: { success: { description: string } } };
        toasts.consultation.success.description = "Un expert LIF Shore vous recontacte sous 24h ouvrées.";
      }),
    ).toEqual([
      expect.stringContaining(
        "(toasts.consultation.success.description) : délai écrit en chiffres : citez {delai-reponse}, le délai que « Faits et chiffres » tient à jour.",
      ),
    ]);
    expect(
      problemsWith("content/formulaires/candidature-expert.json", (data) => {
        (data.confirmationEmail as { body: string }).body = "Vous recevrez une réponse sous 48 h.";
      }),
    ).toEqual([
      expect.stringContaining(
        "(confirmationEmail.body) : délai écrit en chiffres : citez {delai-candidature}",
      ),
    ]);
  });
});

describe("the social cards' titles and map text (content/cartes-de-partage.json)", () => {
  const file = "content/cartes-de-partage.json";
  it("refuses a fact's name where the cards read no fact, and a fourth line the card has no room for", () => {
    expect(
      problemsWith(file, (data) => {
        const { titles } = data as { titles: Record<string, string[]> };
        titles.lifShore = ["Votre équipe IT", "en {delai-deploiement}"];
        titles.lifForm = ["Formations", "certifiantes", "en cybersécurité", "et réseaux"];
        data.mapText = "Carte de nos {bureaux-afrique} bureaux.";
      }),
    ).toEqual([
      expect.stringContaining(
        "(titles.lifShore) : ce texte ne cite aucun nom entre accolades : écrivez le texte lui-même.",
      ),
      expect.stringContaining(
        "(titles.lifForm) : trois lignes au plus : le titre de la carte de LIF Form laisse la place à la ligne du dessous.",
      ),
      expect.stringContaining("(mapText) : ce texte ne cite aucun nom entre accolades"),
    ]);
  });
});

describe("the forms' own words (content/formulaires/)", () => {
  it("refuses another wording for a text the spec fixes, naming the file, the field and the words to restore", () => {
    const file = "content/formulaires/contact.json";
    expect(problemsWith(file, (data) => (data.submit = "Envoyer le message"))).toEqual([
      `${file}, champ « Formulaires › Bouton d’envoi » (submit) : texte imposé par le cahier des charges : écrivez exactement « Envoyer ».`,
    ]);
  });

  it("offers a form only the names its island knows, not every fact of the site", () => {
    const [problem] = problemsWith("content/formulaires/contact.json", (data) => {
      data.consent = "J’accepte une commission de {commission}";
    });
    expect(problem).toMatch(
      /\(consent\) : texte à remplacer \{commission\} inconnu\. Correction : utilisez l’un des noms connus, \{e-mail-contact\}, \{telephone\}, /,
    );
  });
});
