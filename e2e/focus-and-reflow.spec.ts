import type { CDPSession, Page } from "@playwright/test";
import sharp from "sharp";
import { type Family, PAGES } from "../app/pages";
import { expectHydratedWithoutViolation, watchViolations } from "./csp";
import { CLIENT_REQUEST } from "./lead-forms";
import { expect, test } from "./support";

/*
 * What a rule engine cannot see (WCAG 2.2): a focused element hidden under the sticky header or the cookie
 * banner (2.4.11), the focus dropped on the body (2.4.3), a page wider than a 320 px screen (1.4.10, 1.4.12),
 * a field's focus that does not show (1.4.11, 2.4.7, forced colours), a toast over the navigation.
 */

const BANNER = { name: "Vos cookies, votre choix" };

/** A walk's verdicts, collected in the page by a keyup listener: one round trip per key press, no more. */
type Walk = { stops: number; done: boolean; covered: string[] };
declare global {
  interface Window {
    __walk: Walk;
  }
}

/**
 * Installs the walk's listener. After each Tab (or Shift+Tab), once the browser has moved the focus and
 * scrolled it into view, it asks what is drawn at nine points of the focused element's visible box: covered
 * when none is the element or inside it. The walk ends back on the body or on its first stop.
 */
function startWalk(page: Page) {
  return page.evaluate(() => {
    const walk: Walk = { stops: 0, done: false, covered: [] };
    window.__walk = walk;
    let first: Element | null = null;
    const verdict = (element: Element) => {
      const box = element.getBoundingClientRect();
      const [left, right] = [Math.max(box.left, 0), Math.min(box.right, innerWidth)];
      const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight)];
      if (right <= left || bottom <= top) return "hors de l’écran";
      for (const x of [0.1, 0.5, 0.9])
        for (const y of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(left + (right - left) * x, top + (bottom - top) * y);
          if (hit && element.contains(hit)) return null;
        }
      const cover = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return `sous ${cover?.closest("header, section, [data-sonner-toaster]")?.tagName ?? cover?.tagName}`;
    };
    // Past the end, a press moves nothing: the next walk starts from the body, not a few stops in.
    addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Tab" && walk.done && window.__walk === walk) event.preventDefault();
      },
      { capture: true },
    );
    addEventListener(
      "keyup",
      (event) => {
        const focused = document.activeElement;
        if (event.key !== "Tab" || walk.done || window.__walk !== walk) return;
        if (!focused || focused === document.body || focused === first) {
          walk.done = true;
          return;
        }
        first ??= focused;
        walk.stops++;
        const covered = verdict(focused);
        const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
        if (covered) walk.covered.push(`${focused.tagName.toLowerCase()} « ${name} » ${covered}`);
      },
      { capture: true },
    );
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focus has gone round the page. Presses go through the
 * DevTools protocol in batches, sent without waiting for each other (the page handles them in order, each with
 * its verdict), and the verdicts are read once per batch. A round trip, not a press, is what a busy machine makes
 * slow, so a batch is as long as the page's walk is expected to be (`batch`: about 40 stops a page, the walk
 * back as many as the walk forth), and presses past the end move nothing.
 */
async function walkThrough(page: Page, cdp: CDPSession, backwards: boolean, batch: number): Promise<Walk> {
  await startWalk(page);
  const key = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, modifiers: backwards ? 8 : 0 };
  for (let presses = 0; presses < 400; presses += batch) {
    await Promise.all(
      Array.from({ length: batch }, () => [
        cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }),
        cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }),
      ]).flat(),
    );
    const walk = await page.evaluate(() => window.__walk);
    if (walk.done) return walk;
  }
  throw new Error(`${page.url()} : le tour du clavier ne finit pas`);
}

/** WCAG 1.4.12's minimum text spacing, as the usual bookmarklet applies it. */
const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

/** The page's full width: wider than the screen when something overflows. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Adds WCAG's text spacing as a constructed style sheet: the page's CSP (style-src) governs `<style>` and
 * `<link>`, not a sheet built by script, so the page keeps its own policy (no `bypassCSP`).
 */
const addTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);

/**
 * Opens `path` at 320 px with the banner shown; returns where it is wider than the screen. The not-found page
 * answers 404, which Chromium reports as a console error: expected there only.
 */
async function openAt320(page: Page, url: string, consoleErrors: string[]): Promise<string[]> {
  await page.setViewportSize({ width: 320, height: 640 });
  const response = await page.goto(url);
  if (response?.status() === 404) {
    await expect.poll(() => consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
  }
  await expect(page.getByRole("region", BANNER)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const narrow = await pageWidth(page);
  return narrow > 320 ? [`${new URL(url, "http://x").pathname} : ${narrow} px à 320 px`] : [];
}

/** With WCAG's text spacing added, at 375 px: where the page is wider than the screen. */
async function widerWithTextSpacing(page: Page, path: string): Promise<string[]> {
  await addTextSpacing(page);
  // The spacing is in force (a sheet the page refused would leave this check measuring nothing).
  expect(
    await page.evaluate(() => getComputedStyle(document.body).wordSpacing),
    `${path} espacement`,
  ).not.toBe("0px");
  await page.setViewportSize({ width: 375, height: 667 });
  const spaced = await pageWidth(page);
  return spaced > 375 ? [`${path} : ${spaced} px à 375 px, espacement du texte`] : [];
}

/** Walks `page` with Tab, then Shift+Tab; returns the stops where the focused element was hidden. */
async function hiddenStops(page: Page, cdp: CDPSession, path: string, width: number): Promise<string[]> {
  const hidden: string[] = [];
  let batch = 40;
  for (const key of ["Tab", "Shift+Tab"] as const) {
    const walk = await walkThrough(page, cdp, key === "Shift+Tab", batch);
    expect(walk.stops, `${path} ${width} px ${key}`).toBeGreaterThan(10);
    hidden.push(...walk.covered.map((stop) => `${path} ${width} px ${key} : ${stop}`));
    // The same stops the other way, and the press that leaves the page.
    batch = walk.stops + 2;
  }
  return hidden;
}

/** Takes WCAG's text spacing off again: the page is laid out as it loaded. */
const removeTextSpacing = (page: Page) =>
  page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });

/** Every family of pages, named (a new family does not compile until it is named here, so none goes unwalked). */
const FAMILY_NAMES: Record<Family, string> = {
  group: "the group's",
  shore: "LIF Shore's",
  form: "LIF Form's",
  talent: "LIF Talent's",
  legal: "the legal",
};

test.describe("keyboard walk with the cookie banner shown", () => {
  test.use({ cookieChoice: null });

  // One variant: the Belgian pages are the same components in the same order, only some sentences differ
  // (app/pages.ts `be`, the legal notice's Belgian entity), so their focus stops are the same.
  // Each page is loaded once for all it is checked for, in an order where no check changes what the next one
  // reads: opened at 320 px with the banner shown and measured; widened to 375 px and walked both ways; measured
  // with WCAG's text spacing, which is then taken off; widened to 1280 px and walked both ways; then the CSP check
  // (csp.spec.ts shares these loads): the page is watched for `securitypolicyviolation` from its first script, a
  // click on the banner's choice proves the script ran under the policy, then the choice is forgotten so the next
  // page shows the banner again. Nothing in the site reads the screen's width from script (CSS media queries
  // only), so a page resized after its load is laid out as the page loaded at that width; the fixture's
  // `goto` has already brought every island to life, so the walks meet the same page at either width.
  // One test per family of pages, so the two workers share the walks (decision 028, round 4).
  for (const [family, name] of Object.entries(FAMILY_NAMES)) {
    const pages = PAGES.filter((entry) => entry.family === family);
    test(`${name} pages: no focused element is hidden at 375 or 1280 px, tabbing either way; localhost: none is wider than 320 px, nor than 375 px with WCAG text spacing; each hydrates with zero CSP violations`, async ({
      page,
      consoleErrors,
    }) => {
      // Two walks each way per page, in one page object: longer than one page's 30 s budget, never a retry.
      test.setTimeout(pages.length * 20_000);
      await watchViolations(page);
      const cdp = await page.context().newCDPSession(page);
      const hidden: string[] = [];
      const wider: string[] = [];
      for (const { path } of pages) {
        wider.push(...(await openAt320(page, path, consoleErrors)));
        await page.setViewportSize({ width: 375, height: 667 });
        hidden.push(...(await hiddenStops(page, cdp, path, 375)));
        wider.push(...(await widerWithTextSpacing(page, path)));
        await removeTextSpacing(page);
        await page.setViewportSize({ width: 1280, height: 800 });
        hidden.push(...(await hiddenStops(page, cdp, path, 1280)));
        await expectHydratedWithoutViolation(page, path);
        await page.evaluate(() => localStorage.clear());
      }
      expect(hidden, "focused elements hidden").toEqual([]);
      expect(wider, "pages wider than the screen (localhost)").toEqual([]);
    });
  }

  // Measured, not walked, as before: the walks cover the site's pages.
  test("localhost: the not-found page is not wider than 320 px, nor than 375 px with WCAG text spacing", async ({
    page,
    consoleErrors,
  }) => {
    const path = "/page-inconnue";
    const wider = await openAt320(page, path, consoleErrors);
    wider.push(...(await widerWithTextSpacing(page, path)));
    expect(wider, "pages wider than the screen (localhost)").toEqual([]);
  });
});

test.describe("cookie banner and the focus", () => {
  test.use({ cookieChoice: null });

  test("comes first in the Tab order; after a choice the focus is on the skip link, then the logo", async ({
    page,
  }) => {
    await page.goto("/contact");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Politique de confidentialité" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accepter l’essentiel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    const skipLink = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link").nth(1)).toBeFocused();
  });

  test("a click on a choice leaves the focus on the page, not the body", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("region", BANNER).getByRole("button", { name: "Accepter tout" }).click();
    await expect(page.getByRole("region", BANNER)).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("aller-au-contenu");
  });

  test("reopened from the footer, it takes the focus and gives it back to the footer's button", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Accepter l’essentiel" }).click();
    const reopen = page.getByRole("contentinfo").getByRole("button", { name: "Gestion des cookies" });
    await reopen.focus();
    await page.keyboard.press("Enter");
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toBeFocused();
    await expect(banner).toBeInViewport();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accepter tout" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(reopen).toBeFocused();
    await expect(reopen).toBeInViewport();
  });
});

test("an open header menu closes when the focus leaves the header", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-enhanced", "");
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByText("Nos Services", { exact: true })
    .focus();
  await page.keyboard.press("Enter");
  await expect(header.locator("details[open]")).toHaveCount(1);
  await page.getByRole("main").getByRole("link").first().focus();
  await expect(header.locator("details[open]")).toHaveCount(0);
});

test.describe("every page fits a narrow screen", () => {
  test.use({ cookieChoice: null });

  // The French pages are measured in the keyboard walks above, on the same page loads. The Belgian host
  // says some things in other words, and a long word is what overflows: its pages are measured where their
  // content differs from the French ones: a page with the same style sheets and the same markup (scripts, host
  // names and the scripts' hashed names aside) lays out the same, and the cookie banner's markup has no variant.
  // Which pages differ is read from what the server sends, so a new difference is measured at once.
  test("be.localhost: no page whose content differs from the French one is wider than 320 px, nor than 375 px with WCAG text spacing", async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const origin = (baseURL ?? "").replace("localhost", "be.localhost");
    const host = new URL(origin).host;
    // What lays a page out: its style sheets (by their hashed names, so a variant's own CSS would count) and its
    // body's markup, without scripts, the site's host name, or the scripts' hashed names (each variant builds its
    // own, from the same code).
    const layout = (html: string) =>
      [
        ...(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []),
        (html.match(/<body[\s\S]*<\/body>/)?.[0] ?? html)
          .replace(/<script[\s\S]*?<\/script>/g, "")
          .replace(/lif-group\.(fr|be)/g, "lif-group")
          .replace(/-[\w-]{8}\.js\b/g, ".js"),
      ].join("\n");
    const differing: string[] = [];
    for (const { path } of [...PAGES, { path: "/page-inconnue" }]) {
      const [fr, be] = await Promise.all([
        request.get(path).then((response) => response.text()),
        request.get(path, { headers: { host } }).then((response) => response.text()),
      ]);
      if (layout(fr) !== layout(be)) differing.push(path);
    }
    // The Belgian host serves pages of its own (the home page's region, the funding, the legal entity): an
    // empty list would mean this test measures nothing.
    expect(differing.length, "pages whose Belgian content differs").toBeGreaterThan(0);
    test.info().annotations.push({ type: "measured on be.localhost", description: differing.join(", ") });
    const wider: string[] = [];
    for (const path of differing) {
      wider.push(...(await openAt320(page, origin + path, consoleErrors)));
      wider.push(...(await widerWithTextSpacing(page, path)));
    }
    expect(wider, `pages wider than the screen (be.localhost: ${differing.join(", ")})`).toEqual([]);
  });
});

/** The WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [luminance(first), luminance(second)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The focused field's outline and the opaque background it is drawn on. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const style = getComputedStyle(field);
    let around = field.parentElement;
    while (around && getComputedStyle(around).backgroundColor.replace(/\s/g, "").endsWith(",0)"))
      around = around.parentElement;
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      background: around ? getComputedStyle(around).backgroundColor : "rgb(255, 255, 255)",
    };
  });
}

/** How many pixels of the band just outside the field differ between two screenshots of its surroundings. */
async function ringPixelsChanged(before: Buffer, after: Buffer, margin: number): Promise<number> {
  const raw = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = [await raw(before), await raw(after)];
  const { width, height } = a.info;
  let changed = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inField = x >= margin && x < width - margin && y >= margin && y < height - margin;
      const at = (y * width + x) * 3;
      if (!inField && a.data.compare(b.data, at, at + 3, at, at + 3) !== 0) changed++;
    }
  return changed;
}

test.describe("a field's focus", () => {
  test("is a 3 px outline at 3:1 or more against what surrounds the field", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Prénom" }).focus();
    const ring = await focusRing(page);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(3);
    expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
  });

  test.describe("in forced-colours mode", () => {
    test.use({ forcedColors: "active" });

    test("still draws a ring around the focused field", async ({ page }) => {
      await page.goto("/contact");
      const field = page.getByRole("textbox", { name: "Prénom" });
      const box = await field.boundingBox();
      if (!box) throw new Error("champ Prénom sans boîte");
      const margin = 6;
      const clip = {
        x: box.x - margin,
        y: box.y - margin,
        width: box.width + 2 * margin,
        height: box.height + 2 * margin,
      };
      const before = await page.screenshot({ clip });
      await field.focus();
      expect((await focusRing(page)).style).toBe("solid");
      const after = await page.screenshot({ clip });
      // The ring goes round the field: at least its perimeter, once, outside the field's box.
      expect(await ringPixelsChanged(before, after, margin)).toBeGreaterThan(2 * (box.width + box.height));
    });

    test("keeps a border round a button whose background colour the theme drops", async ({ page }) => {
      await page.goto("/contact");
      for (const button of [
        page.getByRole("button", { name: "Envoyer" }),
        page.getByRole("banner").getByRole("link", { name: "Contactez-nous" }),
      ]) {
        const border = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderTopStyle} ${style.borderTopWidth}`;
        });
        expect(border).toBe("solid 1px");
      }
    });
  });
});

test.describe("toasts", () => {
  // No slide-in: the toast's box is measured where it stays.
  test.use({ reducedMotion: "reduce" });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, cover neither the header nor the focused field, and close with a 24 px button`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(CLIENT_REQUEST.path);
      const form = page.getByRole("form", { name: CLIENT_REQUEST.name });
      await form.getByRole("button", { name: CLIENT_REQUEST.submit }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Erreur de formulaire" });
      await expect(toast).toHaveAttribute("data-mounted", "true");
      // An invalid send focuses the first field in error, scrolled to the top of the screen.
      await expect(form.getByRole("textbox", { name: "Prénom", exact: true })).toBeFocused();
      const [toastBox, headerBox, fieldBox, close] = await Promise.all([
        toast.boundingBox(),
        page.getByRole("banner").boundingBox(),
        form.getByRole("textbox", { name: "Prénom", exact: true }).boundingBox(),
        toast.getByRole("button", { name: "Fermer la notification" }).boundingBox(),
      ]);
      if (!toastBox || !headerBox || !fieldBox || !close) throw new Error("une boîte manque");
      expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      expect(close.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      const overlaps = fieldBox.y < toastBox.y + toastBox.height && toastBox.y < fieldBox.y + fieldBox.height;
      expect(
        overlaps && fieldBox.x < toastBox.x + toastBox.width && toastBox.x < fieldBox.x + fieldBox.width,
      ).toBe(false);
      expect(close.width).toBeGreaterThanOrEqual(24);
      expect(close.height).toBeGreaterThanOrEqual(24);
    });
  }
});
