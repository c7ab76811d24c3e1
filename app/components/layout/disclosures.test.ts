import { closeAll, closeInnermost, syncGroup } from "./disclosures";

function header(): HTMLElement {
  const root = document.createElement("header");
  root.innerHTML = `
    <details name="menu" id="services"><summary>Nos Services</summary><a href="/a">A</a></details>
    <details name="menu" id="about"><summary>Qui Sommes-Nous</summary><a href="/b">B</a></details>
    <details id="mobile"><summary>Ouvrir le menu</summary>
      <details name="mobile" id="mobile-services"><summary>Nos Services</summary></details>
      <details name="mobile" id="mobile-about"><summary>Qui Sommes-Nous</summary></details>
    </details>`;
  document.body.append(root);
  return root;
}

const byId = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLDetailsElement>(`#${id}`) as HTMLDetailsElement;
const openIds = (root: HTMLElement) =>
  [...root.querySelectorAll("details[open]")].map((details) => details.id);

describe("header menus as native disclosures", () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps one menu of a name open: opening another closes the first", () => {
    const root = header();
    byId(root, "services").open = true;
    byId(root, "about").open = true;
    syncGroup(root, byId(root, "about"));
    expect(openIds(root)).toEqual(["about"]);
  });

  it("leaves menus of another name alone", () => {
    const root = header();
    byId(root, "services").open = true;
    byId(root, "mobile").open = true;
    syncGroup(root, byId(root, "mobile"));
    expect(openIds(root)).toEqual(["services", "mobile"]);
  });

  it("closes the sub-menus of a menu that closes", () => {
    const root = header();
    byId(root, "mobile-about").open = true;
    syncGroup(root, byId(root, "mobile"));
    expect(openIds(root)).toEqual([]);
  });

  it("closes the innermost open menu first and hands back its summary for the focus", () => {
    const root = header();
    byId(root, "mobile").open = true;
    byId(root, "mobile-about").open = true;
    expect(closeInnermost(root)?.textContent).toBe("Qui Sommes-Nous");
    expect(openIds(root)).toEqual(["mobile"]);
    expect(closeInnermost(root)?.textContent).toBe("Ouvrir le menu");
    expect(openIds(root)).toEqual([]);
    expect(closeInnermost(root)).toBeNull();
  });

  it("closes everything at once", () => {
    const root = header();
    for (const id of ["services", "mobile", "mobile-services"]) byId(root, id).open = true;
    closeAll(root);
    expect(openIds(root)).toEqual([]);
  });
});
