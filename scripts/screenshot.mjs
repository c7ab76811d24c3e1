// Full-page screenshots of a page at 375 px and 1280 px, to look at what we build:
// node scripts/screenshot.mjs http://localhost:3000/contact /tmp/shots/contact [--banner]
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium-path.mjs";

const [url, prefix] = process.argv.slice(2);
if (!url || !prefix) {
  console.error("Usage : node scripts/screenshot.mjs <url> <préfixe> [--banner]");
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
    locale: "fr-FR",
  });
  if (!process.argv.includes("--banner")) {
    // Hide the cookie banner unless asked: store a fresh "essential" choice before the page loads.
    await context.addInitScript(() => {
      localStorage.setItem("cookie_consent", "essential");
      localStorage.setItem("cookie_consent_date", new Date().toISOString());
    });
  }
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  await context.close();
  console.log(`${prefix}-${width}.png`);
}
await browser.close();
