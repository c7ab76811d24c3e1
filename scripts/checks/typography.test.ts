// @vitest-environment node
import { checkPage, checkText } from "./typography";

const NBSP = "\u00a0";

describe("French typography check", () => {
  it.each([
    [`Contactez-nous${NBSP}: nous répondons sous 48${NBSP}h.`, []],
    [`«${NBSP}LIF Approved${NBSP}»`, []],
    [
      "Lun-Ven 9h-18h",
      ["heures collées au chiffre (« 48 h » attendu)", "heures collées au chiffre (« 48 h » attendu)"],
    ],
    ["Email professionnel *", []],
    [`Email${NBSP}:`, ["anglicisme « Email » (→ E-mail (libellé), adresse e-mail)"]],
    ["Time & Material", ["anglicisme « Time & Material » (→ régie)"]],
    ["Contactez-nous : maintenant", ["espace ordinaire avant : ; ! ?"]],
    ["Vraiment ?", ["espace ordinaire avant : ; ! ?"]],
    [`« LIF Approved${NBSP}»`, ["espace ordinaire après « ou avant »"]],
    ["Accepter l'essentiel", ["apostrophe droite (’ attendue)"]],
    ["sous 48h", ["heures collées au chiffre (« 48 h » attendu)"]],
    ["sous 48 h", ["espace sécable entre le nombre et h (espace insécable attendue)"]],
    ["sous 48 heures", []],
    [`Point daily à 9${NBSP}h`, ["anglicisme « daily » (→ point quotidien)"]],
    ["votre backlog", ["anglicisme « backlog » (→ carnet de produit)"]],
    ["Cœur, CO₂, 30 € → suite", []],
    ["Bonjour 👋", []],
    ["Győr", ["caractère U+0151 absent de la police"]],
    ["2 × 3", ["caractère U+00D7 absent de la police"]],
  ])("%s", (text, rules) => {
    expect(checkText(text).map((problem) => problem.rule)).toEqual(rules);
  });

  it("reads the title, descriptions, alt texts and text split across elements, not scripts", () => {
    const html = `<html><head><title>Titre : bis</title><meta name="description" content="l'accueil"></head>
      <body><p><strong>Note </strong>: texte</p><img alt="carte d'Afrique"><script>var a = 'x' ;</script></body></html>`;
    expect(checkPage(html).map((problem) => problem.excerpt)).toEqual([
      "Titre : bis",
      "l'accueil",
      "carte d'Afrique",
      "Note : texte",
    ]);
  });
});
