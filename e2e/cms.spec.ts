import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { legalPage } from "../app/content/files/legal";
import { LEGAL_PLACEHOLDERS } from "../app/content/files/legal-placeholders";
import { checkCopyFiles } from "../scripts/content/copy-files";
import { checkCourseFiles } from "../scripts/content/course-files";
import { checkFactFiles } from "../scripts/content/fact-files";
import { checkSettingsFile } from "../scripts/content/settings-file";
import { expect, test } from "./support";

/**
 * The CMS at /admin/ against its real local proxy (decap-server, as `npm run cms` runs it), with no network: an
 * editor changes the phone number, publishes, and the settings file on disk holds the new number, every other
 * field as it was, and still passes the build's schema. The proxy writes into a copy of the checkout's content
 * and CMS configuration, so a failed run never leaves the real files changed.
 */
const NEW_PHONE = "+33 1 99 00 56 78";

let proxy: ChildProcess;
let proxyPort: number;
let repo: string;

/** A port nobody listens on: the proxy runs beside a developer's own (8081) and other checkouts' tests. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(address)));
    });
  });

/** Starts a server and resolves once its output says it listens (`ready` in its stdout). */
function start(command: string[], options: { cwd?: string; env: NodeJS.ProcessEnv; ready: RegExp }) {
  const [file = "", ...args] = command;
  // Its own process group, so that stopping it stops its helpers too (the dev server's esbuild).
  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const listening = new Promise<void>((ready, fail) => {
    const read = (chunk: Buffer) => {
      // Without the terminal's colours: Vite prints « Local: » in bold.
      output += stripVTControlCharacters(chunk.toString());
      if (options.ready.test(output)) ready();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => fail(new Error(`${args[0] ?? file} exited (${code}):\n${output}`)));
  });
  return { child, listening };
}

/**
 * Stops a child process with its whole group and resolves once it has exited. SIGKILL, not SIGTERM: a helper
 * that outlived its parent (the dev server's dependency optimizer) once wrote into the copy while it was being
 * removed (ENOTEMPTY); a killed group writes nothing more.
 */
function stopped(child: ChildProcess | undefined) {
  return new Promise<void>((done) => {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    process.kill(-child.pid, "SIGKILL");
  });
}

/** decap-server, the CMS's local proxy, writing into `directory`. */
async function startProxy(directory: string) {
  const port = await freePort();
  const { child, listening } = start([process.execPath, resolve("node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: directory,
    },
    ready: /listening/,
  });
  await listening;
  return { child, port };
}

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "lif-cms-"));
  for (const folder of ["content", "admin"]) cpSync(resolve(folder), join(repo, folder), { recursive: true });
  ({ child: proxy, port: proxyPort } = await startProxy(repo));
});

test.afterAll(async () => {
  await stopped(proxy);
  if (repo) rmSync(repo, { recursive: true, force: true });
});

test("/admin/ is the French CMS, never indexed, under its own policy", async ({ request }) => {
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toContain('<html lang="fr">');
  const config = await (await request.get("/admin/config.yml")).text();
  expect(config).toMatch(/^locale: fr$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});

/**
 * Six edits on one editor page (decision 028): Decap's bundle (about 5 MB) is loaded and the editor signed in
 * once, each edit a step. Between two edits the editor goes back to its collections (an entry's editor is left,
 * so the next entry's editor opens as a fresh one), and the « saved » toast is closed so the next publication
 * waits for its own. The preview, which leaves a draft unsaved, comes last.
 */
test("an editor changes the phone number, adds a testimonial, changes a group figure, a LIF Shore page's text and the legal notice's label, previews a course", async ({
  page,
}) => {
  // The budgets of the tests it replaces (four of 30 s, two of 90 s): four edits in Decap take 20 to 40 s on two
  // loaded cores, the legal notice's long entry 40 to 60 s on its own.
  test.setTimeout(300_000);
  // No network: any request that leaves this machine fails the test.
  const outside: string[] = [];
  await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const saved = page.getByText("Entrée enregistrée");
  /** Publishes the entry open in the editor and waits for Decap's own « saved », then closes that toast. */
  const publish = async () => {
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Publier maintenant").click();
    await expect(saved).toBeVisible();
    await saved.click();
    await expect(saved).toBeHidden();
  };
  /**
   * Opens an entry's editor as an editor does: its collection's list, then the entry's link. (Reached by its
   * address from another of the editor's views, the entry's toolbar threw in Decap's own deploy-preview code, a
   * console error, before the entry had loaded; from the list it does not.)
   */
  const openEntry = async (collection: string, entry: string) => {
    await page.goto(`/admin/?proxy=${proxyPort}#/collections/${collection}`);
    await page.locator(`a[href$="/collections/${collection}/entries/${entry}"]`).click();
  };

  await page.goto(`/admin/?proxy=${proxyPort}#/collections/reglages/entries/settings`);
  await page.getByRole("button", { name: "Se connecter" }).click();

  await test.step("an editor changes the phone number in the CMS and the settings file holds it", async () => {
    const before = JSON.parse(readFileSync(join(repo, "content/settings.json"), "utf8"));
    const phone = page.getByLabel("Téléphone", { exact: true });
    await expect(phone).toHaveValue(before.contact.phone);
    await phone.fill(NEW_PHONE);
    await publish();

    const after = JSON.parse(readFileSync(join(repo, "content/settings.json"), "utf8"));
    expect(after).toEqual({ ...before, contact: { ...before.contact, phone: NEW_PHONE } });
    const check = checkSettingsFile(repo);
    expect(check.problems).toBeUndefined();
    expect(check.settings?.contact.phone).toBe(NEW_PHONE);
    expect(outside).toEqual([]);
  });

  /**
   * A copy file (docs/decisions/030): an editor adds a testimonial to the LIF Form page, typing ordinary spaces
   * and a straight apostrophe; the preview draws it with the site's own testimonial card, typeset; the file on
   * disk ends with it, the other testimonials as they were, and still passes the build's check.
   */
  await test.step("an editor adds a testimonial: the preview draws the site's card, the file holds it", async () => {
    const FILE = "content/temoignages/lif-form.json";
    const typed = {
      quote:
        "J'ai préparé le CISSP en six semaines : les révisions guidées m'ont fait gagner un temps précieux.",
      role: "RSSI",
      company: "ETI de services, Nantes",
    };
    const before = JSON.parse(readFileSync(join(repo, FILE), "utf8"));
    await openEntry("temoignages", "temoignages-lif-form");
    await page.getByRole("button", { name: "Ajouter témoignage" }).click();
    // The list's items are open: the new one is the last.
    await page.getByLabel("Citation", { exact: true }).last().fill(typed.quote);
    await page.getByLabel("Fonction", { exact: true }).last().fill(typed.role);
    await page.getByLabel("Entreprise", { exact: true }).last().fill(typed.company);

    // The preview: the site's card (a <figure> with its blockquote), the quote typeset as the page will print it.
    const card = page.frameLocator("iframe").first().locator("figure").filter({ hasText: typed.role });
    await expect(card.locator("blockquote")).toHaveText(
      "J’ai préparé le CISSP en six semaines\u00a0: les révisions guidées m’ont fait gagner un temps précieux.",
    );
    await expect(card.locator("blockquote")).toHaveCSS("font-family", /^"Inter Variable"/);

    await publish();
    const after = JSON.parse(readFileSync(join(repo, FILE), "utf8"));
    expect(after.items.slice(0, -1)).toEqual(before.items);
    expect(after.items.at(-1)).toMatchObject(typed);
    expect(checkCopyFiles(repo).problems).toEqual([]);
    expect(outside).toEqual([]);
  });

  /**
   * A figure changed in « Faits et chiffres »: the preview shows the draft under its CMS label in the site's
   * styles, and once published the file holds the new value, every other field as it was (lists of offices, a
   * year left empty, numbers as numbers), and still passes the build's schema.
   */
  await test.step("an editor changes a group figure in the CMS and the facts' file holds it", async () => {
    const file = join(repo, "content/faits/groupe.json");
    const before = JSON.parse(readFileSync(file, "utf8"));
    await openEntry("faits", "faits-groupe");
    const staff = page.getByLabel("Effectif", { exact: true });
    await expect(staff).toHaveValue(before.figures.staff);
    await staff.fill("70+");
    const preview = page.frameLocator("iframe").first();
    const row = preview.locator("dt", { hasText: /^Effectif$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(row).toHaveText("70+");
    await expect(row).toHaveCSS("font-family", /^"Inter Variable"/);
    await publish();

    const after = JSON.parse(readFileSync(file, "utf8"));
    expect(after).toEqual({ ...before, figures: { ...before.figures, staff: "70+" } });
    const check = checkFactFiles(repo);
    expect(check.problems).toBeUndefined();
    expect(check.facts?.["content/faits/groupe.json"].figures.staff).toBe("70+");
    expect(outside).toEqual([]);
  });

  /**
   * A LIF Shore page's texts (« Pages LIF Shore », decision 030): the preview draws the draft with the site's own
   * blocks (the hero under the page's own title, the sections and their cards) in the site's styles, typeset; once
   * published the file holds the new text, every other field as it was, and still passes the build's check.
   */
  await test.step("an editor changes a LIF Shore page's text: the preview draws its blocks, the file holds it", async () => {
    const file = join(repo, "content/pages/lif-shore/evaluation.json");
    const before = JSON.parse(readFileSync(file, "utf8"));
    await openEntry("pages-lif-shore", "pages-lif-shore-evaluation");
    // The hero's eyebrow is the first « Surtitre » of the entry, typed with an ordinary space before « : ».
    const eyebrow = page.getByRole("textbox", { name: "Surtitre (optionnel)" }).first();
    // The entry's editor waits for the proxy's answer (« Chargement de l'entrée… »), slower on loaded cores.
    await expect(eyebrow).toHaveValue(before.hero.eyebrow, { timeout: 30_000 });
    await eyebrow.fill("LIF Shore : évaluation offerte");
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      "Demandez votre évaluation gratuite de conformité RGPD et NIS2",
    );
    await expect(preview.getByText("LIF Shore\u00a0: évaluation offerte")).toBeVisible();
    const card = preview.getByRole("heading", { name: before.scope.items[0].title });
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS("font-family", /^"Inter Variable"/);
    await publish();

    const after = JSON.parse(readFileSync(file, "utf8"));
    expect(after).toEqual({ ...before, hero: { ...before.hero, eyebrow: "LIF Shore : évaluation offerte" } });
    expect(checkCopyFiles(repo).problems).toEqual([]);
    expect(outside).toEqual([]);
  });

  /**
   * A legal page (« Pages légales », docs/decisions/030): the preview draws the draft with the site's own legal
   * page (numbered sections, the publisher's sheet, an identifier the owner has not supplied printed « en cours
   * d’attribution », the Belgian entity left out of the French site), and once published the file holds the change
   * while the page it makes is the same, block for block, on both sites: Decap keeps the typed blocks as it found
   * them.
   */
  await test.step("an editor changes the legal notice's label: the preview draws the site's legal page", async () => {
    const FILE = "content/pages-legales/mentions-legales.json";
    const before = JSON.parse(readFileSync(join(repo, FILE), "utf8"));
    await openEntry("pages-legales", "pages-legales-mentions-legales");
    const label = page.getByLabel("Surtitre", { exact: true });
    await expect(label).toHaveValue(before.eyebrow);
    await label.fill("Informations légales du site");
    // « Dernière mise à jour » is Decap's date picker: the file must get the day as AAAA-MM-JJ, the schema's shape.
    await page.getByLabel("Dernière mise à jour", { exact: true }).fill("2026-12-01");

    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByText("Informations légales du site")).toBeVisible();
    await expect(preview.getByText("Dernière mise à jour\u00a0: 1er\u00a0décembre 2026")).toBeVisible();
    const publisher = preview.getByRole("heading", { level: 2, name: "1. Éditeur du site" });
    await expect(publisher).toBeVisible();
    await expect(publisher).toHaveCSS("font-family", /^"Inter Variable"/);
    const siret = preview.locator("dt", { hasText: /^SIRET$/ }).locator("xpath=following-sibling::dd[1]");
    // The settings' value, or « en cours d’attribution » while the owner has not supplied it.
    await expect(siret).toHaveText(LEGAL_PLACEHOLDERS.siret?.value ?? "");
    await expect(preview.getByText("LIF Group Belgium", { exact: false })).toHaveCount(0);
    await publish();

    const after = JSON.parse(readFileSync(join(repo, FILE), "utf8"));
    expect(after.eyebrow).toBe("Informations légales du site");
    expect(after.updated).toBe("2026-12-01");
    for (const variant of ["fr", "be"] as const)
      expect(legalPage(FILE, after, variant).sections).toEqual(legalPage(FILE, before, variant).sections);
    expect(checkCopyFiles(repo).problems).toEqual([]);
    expect(outside).toEqual([]);
  });

  /**
   * The preview pane: a course's draft drawn by the site's own course sheet in the site's own stylesheet (Inter,
   * the sheet's sizes), changing as the editor types, and « Voir en direct » opening the course on its page.
   * Nothing is published: the file is left as it was.
   */
  await test.step("the preview shows a course's draft in the site's styles, and a link opens its page", async () => {
    const course = "analyste-soc";
    const draftTitle = "Analyste SOC : le brouillon";
    await openEntry("formations", course);
    // « Voir en direct »: the course's sheet on its domain page, on this server (Decap shows it for a saved entry).
    const live = page.getByRole("link", { name: "Voir en direct" });
    await expect(live).toHaveAttribute("href", new RegExp(`/lif-form/cybersecurite#${course}$`));
    const sheet = await page.request.get(new URL("/lif-form/cybersecurite", page.url()).href);
    expect(await sheet.text()).toContain(`id="${course}"`);

    await page.getByLabel("Intitulé", { exact: true }).fill(draftTitle);
    const preview = page.frameLocator("iframe").first();
    const title = preview.locator(`article#${course}`).getByRole("heading", { level: 3 });
    // Typeset as the page would print it (a no-break space before the colon), from the draft, not the file.
    await expect(title).toHaveText(draftTitle.replace(" :", "\u00a0:"));
    // The site's stylesheet, not the browser's defaults: its font and the sheet title's size (text-2xl).
    await expect(title).toHaveCSS("font-family", /^"Inter Variable"/);
    await expect(title).toHaveCSS("font-size", "24px");
    expect(readFileSync(join(repo, `content/formations/${course}.json`), "utf8")).not.toContain(draftTitle);
    expect(outside).toEqual([]);
  });
});

/**
 * A course, end to end as `npm run cms` runs it: the editor at /admin/ of the dev server, the proxy writing the
 * course's file, and the dev server's page showing the new title, typeset for French, wherever the catalogue
 * prints it (the course's sheet, and the prerequisite of another course that quotes it by placeholder). Both
 * servers run on a copy of the checkout, so the real content files never change and nothing is left to restore;
 * the copy has its own node_modules/.vite (the packages are links), so the test never touches a developer's dev
 * server cache. Costs a dev server start and its first render of a domain page: about a minute on two loaded cores.
 */
test.describe("a course edited in the CMS", () => {
  const COURSE = "fondamentaux-reseaux-tcp-ip";
  const FILE = `content/formations/${COURSE}.json`;
  /** As an editor types it: an ordinary space before the colon, which the site turns into a no-break space. */
  const NEW_TITLE = "Fondamentaux des réseaux TCP/IP : les bases";
  const SHOWN_TITLE = NEW_TITLE.replace(" :", "\u00a0:");

  let site: string;
  let dev: ChildProcess | undefined;
  let devPort: number;
  let courseProxy: ChildProcess | undefined;
  let courseProxyPort: number;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = mkdtempSync(join(tmpdir(), "lif-cms-site-"));
    for (const entry of ["app", "content", "admin", "public", "scripts", "server"])
      cpSync(resolve(entry), join(site, entry), { recursive: true });
    for (const file of ["package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"])
      cpSync(resolve(file), join(site, file));
    // The packages as links, one by one: the dev server's cache (node_modules/.vite) stays the copy's own.
    mkdirSync(join(site, "node_modules"));
    for (const name of readdirSync(resolve("node_modules")).filter((name) => !name.startsWith(".")))
      symlinkSync(resolve("node_modules", name), join(site, "node_modules", name));
    if (existsSync(resolve("node_modules/.bin")))
      symlinkSync(resolve("node_modules/.bin"), join(site, "node_modules/.bin"));

    ({ child: courseProxy, port: courseProxyPort } = await startProxy(site));
    devPort = await freePort();
    const server = start(
      [
        process.execPath,
        // The package's own command, whatever file it names (bin.js in 7, bin.cjs in 8).
        resolve("node_modules/.bin/react-router"),
        "dev",
        "--port",
        String(devPort),
        "--strictPort",
      ],
      { cwd: site, env: { ...process.env, NODE_ENV: "development" }, ready: /Local:/ },
    );
    dev = server.child;
    await server.listening;
  });

  test.afterAll(async () => {
    // The copy is removed once the dev server has exited: it may still be writing its dependency cache
    // (node_modules/.vite), now that the page's own script runs and asks for React.
    await Promise.all([stopped(dev), stopped(courseProxy)]);
    if (site) rmSync(site, { recursive: true, force: true });
  });

  test("an editor renames a course: its file holds the new title, and its page shows it", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const devSite = `http://localhost:${devPort}`;
    const before = JSON.parse(readFileSync(join(site, FILE), "utf8"));
    const outside: string[] = [];
    await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });

    await page.goto(`${devSite}/admin/?proxy=${courseProxyPort}#/collections/formations/entries/${COURSE}`);
    await page.getByRole("button", { name: "Se connecter" }).click();
    const title = page.getByLabel("Intitulé", { exact: true });
    await expect(title).toHaveValue(before.title);
    await title.fill(NEW_TITLE);
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Publier maintenant").click();
    await expect(page.getByText("Entrée enregistrée")).toBeVisible();

    // The file on disk: the new title as typed, every other field as it was, and still a valid course.
    const after = JSON.parse(readFileSync(join(site, FILE), "utf8"));
    expect(after).toEqual({ ...before, title: NEW_TITLE });
    const check = checkCourseFiles(site);
    expect(check.problems).toBeUndefined();
    expect(check.courses?.find((course) => course.slug === COURSE)?.title).toBe(SHOWN_TITLE);

    // The page: the dev server re-reads the file when its watcher sees the save, so the first request may come
    // before it; the poll waits for that event, it does not hide a wrong result (the title is checked exactly).
    await expect
      .poll(
        async () => (await (await request.get(`${devSite}/lif-form/reseaux`)).text()).includes(SHOWN_TITLE),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    // The page in the browser, its script run: the dev server sends the browser what a built page runs (its
    // route modules emptied, scripts/browser-router.ts), so the script runs to its end, and the fixture fails
    // the test on any console error or page error (the route modules once failed: `Links` missing from the
    // browser's React Router, and the page's script never ran).
    await page.goto(`${devSite}/lif-form/reseaux`);
    await expect(page.locator(`article#${COURSE}`).getByRole("heading", { level: 3 })).toHaveText(
      SHOWN_TITLE,
    );
    // The CCNA sheet quotes the course by placeholder ({formation:…}): renamed there too.
    await expect(page.locator("article#preparation-ccna")).toContainText(
      `Avoir suivi «\u00a0${SHOWN_TITLE}\u00a0»`,
    );
    // The page's script has run: the header's menus are enhanced (disclosures.ts marks the header).
    await expect(page.locator("header[data-enhanced]")).toBeAttached();
    expect(outside).toEqual([]);
  });
});
