import { expect, REACT, scriptsRequested, test } from "./support";

test.use({ cookieChoice: null });

const CHOICES = [
  { button: "Accepter tout", stored: "all", event: "cookie_consent_all", analytics: "granted" },
  {
    button: "Accepter l’essentiel",
    stored: "essential",
    event: "cookie_consent_essential",
    analytics: "denied",
  },
] as const;

/** The data layer as plain data: gtag() pushes `arguments` objects, turned into arrays here. */
async function dataLayer(page: import("@playwright/test").Page) {
  return page.evaluate(() =>
    window.dataLayer.map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

test.describe("cookie banner", () => {
  test("is not in the prerendered HTML: every visitor gets the same page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Vos cookies, votre choix");
  });

  for (const choice of CHOICES) {
    test(`« ${choice.button} » stores ${choice.stored}, tells the data layer and stays hidden after reload`, async ({
      page,
    }) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Vos cookies, votre choix" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
        "href",
        "/politique-confidentialite",
      );
      await banner.getByRole("button", { name: choice.button }).click();
      await expect(banner).toBeHidden();

      expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe(choice.stored);
      const savedAt = await page.evaluate(() => localStorage.getItem("cookie_consent_date"));
      expect(Date.now() - new Date(savedAt ?? "").getTime()).toBeLessThan(60_000);

      const layer = await dataLayer(page);
      expect(layer[0]).toEqual([
        "consent",
        "default",
        expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
      ]);
      expect(layer).toContainEqual([
        "consent",
        "update",
        expect.objectContaining({ analytics_storage: choice.analytics }),
      ]);
      expect(layer).toContainEqual({ event: choice.event });

      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Vos cookies, votre choix" })).toBeHidden();
    });
  }

  test("gives both choices the same weight", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Vos cookies, votre choix" });
    const [all, essential] = await Promise.all(
      CHOICES.map((choice) =>
        banner.getByRole("button", { name: choice.button }).evaluate((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return {
            bg: style.backgroundColor,
            color: style.color,
            font: style.fontWeight,
            w: Math.round(box.width),
            h: box.height,
          };
        }),
      ),
    );
    expect(all).toEqual(essential);
  });

  test("comes back after six months", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("cookie_consent", "all");
      localStorage.setItem(
        "cookie_consent_date",
        new Date(Date.now() - 184 * 24 * 3600 * 1000).toISOString(),
      );
    });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Vos cookies, votre choix" })).toBeVisible();
  });

  test("reopens from the footer's « Gestion des cookies », on a page without a form that loads no React", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/services/lif-form");
    await page.getByRole("button", { name: "Accepter l’essentiel" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Gestion des cookies" }).click();
    const banner = page.getByRole("region", { name: "Vos cookies, votre choix" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accepter tout" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("all");
    // The banner, shown, chosen, reopened and chosen again, came with the page's own script and no React
    // (docs/decisions/024); the contact page below shows the pattern finds React when a form loads it.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => REACT.test(path))).toEqual([]);
  });

  test("loads no third-party script before consent", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://localhost")) external.push(request.url());
    });
    await page.goto("/");
    const scripts = scriptsRequested(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(external).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    // A page with a form still hydrates it with React (the navigation waited for its form to be live).
    expect(scripts.some((path) => REACT.test(path))).toBe(true);
  });
});

test.describe("cookie banner on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("leaves the home page's main call to action visible", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Vos cookies, votre choix" });
    await expect(banner).toBeVisible();
    const cta = page.getByRole("main").getByRole("link", { name: /./ }).first();
    const [ctaBox, bannerBox] = [await cta.boundingBox(), await banner.boundingBox()];
    expect(ctaBox && bannerBox).toBeTruthy();
    if (ctaBox && bannerBox) expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(bannerBox.y);
  });
});
