// Draws the social cards (1200×630 PNG, one per service line and one for the group) and the square logo at
// build time, from the hero map that scripts/render-art.ts drew, the colours of app/app.css and Inter.
// Run it after render-art and before the React Router build, so the files land in public/generated/ and
// are copied into both variants. No stock photo and nothing downloaded.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HERO_ART } from "../app/content/hero-art";
import { SOCIAL_CARD_TAGLINES } from "../app/content/social-card-taglines";
import {
  LOGO,
  SOCIAL_CARD,
  SOCIAL_CARDS,
  type SocialCard,
  type SocialCardName,
} from "../app/lib/social-cards";
import { OFFICES } from "../app/site.config";
import { woff2ToTtf } from "./woff2-to-ttf";

const require = createRequire(import.meta.url);
const OUT_DIR = `public${SOCIAL_CARD.dir}`;
const HERO_SVG = `public/generated/${HERO_ART.name}.svg`;
const INTER_WOFF2 = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD;
const MARGIN = 72;
/** The text column: the map fills the right of the card. */
const TEXT_WIDTH = 600;
const TITLE_MAX_SIZE = 66;
const TAGLINE_MAX_SIZE = 26;

/** A colour token of app/app.css (`--color-shore-600: #0b6e8a;`), so the cards follow the site's palette. */
function cssColour(css: string, token: string): string {
  const match = css.match(new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`));
  if (!match?.[1]) throw new Error(`Couleur --color-${token} introuvable dans app/app.css`);
  return match[1];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/**
 * Inter for librsvg: FreeType reads TTF but not the WOFF2 the project ships, so the font is decoded into a
 * temporary folder that a private fontconfig file points at. Set before sharp draws any text.
 */
async function installInter(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "lif-fonts-"));
  await writeFile(join(dir, "Inter.ttf"), await woff2ToTtf(await readFile(INTER_WOFF2)));
  const config = join(dir, "fonts.conf");
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = config;
  return dir;
}

type Sharp = typeof import("sharp").default;

/** The drawn width of one line of text, measured by rendering it (librsvg has no text metrics to ask). */
async function textWidth(sharp: Sharp, text: string, size: number, weight: number): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * 2}" height="${size * 2}"><text x="${size}" y="${size * 1.4}" font-family="Inter" font-weight="${weight}" font-size="${size}" fill="#000">${escapeXml(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

/** The largest title size, up to TITLE_MAX_SIZE, at which every line of every card fits the text column. */
async function titleSize(sharp: Sharp, cards: readonly SocialCard[]): Promise<number> {
  const lines = cards.flatMap((card) => card.title);
  const widths = await Promise.all(lines.map((line) => textWidth(sharp, line, 100, 700)));
  return Math.min(TITLE_MAX_SIZE, Math.floor((100 * TEXT_WIDTH) / Math.max(...widths)));
}

type Palette = {
  ink950: string;
  ink100: string;
  white: string;
  badgeBg: string;
  badgeText: string;
  bar: string;
};

function palette(css: string, colour: SocialCard["colour"]): Palette {
  return {
    ink950: cssColour(css, "ink-950"),
    ink100: cssColour(css, "ink-100"),
    white: "#ffffff",
    badgeBg: cssColour(css, `${colour}-100`),
    badgeText: cssColour(css, `${colour}-700`),
    bar: cssColour(css, `${colour}-600`),
  };
}

/** The hero map as a nested picture, scaled to the card's height and pushed right. */
function mapLayer(heroSvg: string): string {
  const scale = HEIGHT / HERO_ART.height;
  const width = HERO_ART.width * scale;
  const inner = heroSvg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg x="${(WIDTH - width + 60).toFixed(0)}" y="0" width="${width.toFixed(0)}" height="${HEIGHT}" viewBox="0 0 ${HERO_ART.width} ${HERO_ART.height}">${inner}</svg>`;
}

/** The group's mark (public/favicon.svg) as a nested picture. */
function markLayer(faviconSvg: string, x: number, y: number, size: number): string {
  const inner = faviconSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${inner}</svg>`;
}

type Inputs = { css: string; hero: string; favicon: string; titleSize: number };

async function cardSvg(sharp: Sharp, name: SocialCardName, { css, hero, favicon, titleSize: size }: Inputs) {
  const card = SOCIAL_CARDS[name];
  const tagline = SOCIAL_CARD_TAGLINES[name];
  const colours = palette(css, card.colour);
  const taglineSize = Math.min(
    TAGLINE_MAX_SIZE,
    Math.floor((TAGLINE_MAX_SIZE * TEXT_WIDTH) / (await textWidth(sharp, tagline, TAGLINE_MAX_SIZE, 500))),
  );
  const lineHeight = Math.round(size * 1.14);
  const badgeWidth = (await textWidth(sharp, card.eyebrow, 24, 700)) + 44;
  const titleTop = 196 + size;
  const title = card.title
    .map(
      (line, index) => `<tspan x="${MARGIN}" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const taglineY = titleTop + (card.title.length - 1) * lineHeight + 66;
  const cities = OFFICES.map((office) => office.city).join("  ·  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="card-shade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${colours.ink950}" stop-opacity="0.96"/>
    <stop offset="0.45" stop-color="${colours.ink950}" stop-opacity="0.82"/>
    <stop offset="0.7" stop-color="${colours.ink950}" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.ink950}"/>
${mapLayer(hero)}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#card-shade)"/>
<rect width="${WIDTH}" height="10" fill="${colours.bar}"/>
<g font-family="Inter">
  <rect x="${MARGIN}" y="96" width="${badgeWidth}" height="50" rx="25" fill="${colours.badgeBg}"/>
  <text x="${MARGIN + 22}" y="130" font-size="24" font-weight="700" fill="${colours.badgeText}">${escapeXml(card.eyebrow)}</text>
  <text font-size="${size}" font-weight="700" fill="${colours.white}" letter-spacing="-0.5">${title}</text>
  <text x="${MARGIN}" y="${taglineY}" font-size="${taglineSize}" font-weight="500" fill="${colours.ink100}">${escapeXml(tagline)}</text>
  ${markLayer(favicon, MARGIN, 528, 48)}
  <text x="${MARGIN + 64}" y="561" font-size="26" font-weight="700" fill="${colours.white}">LIF Group</text>
  <text x="${MARGIN + 210}" y="560" font-size="20" font-weight="500" fill="${colours.ink100}">${escapeXml(cities)}</text>
</g>
</svg>`;
}

/** A fingerprint of everything a card is drawn from: unchanged inputs, no redraw. */
function fingerprint(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
}

if (!existsSync(HERO_SVG)) {
  console.error(`Carte absente (${HERO_SVG}) : lancez d’abord scripts/render-art.ts.`);
  process.exit(1);
}
const [css, hero, favicon, font] = await Promise.all([
  readFile("app/app.css", "utf8"),
  readFile(HERO_SVG, "utf8"),
  readFile("public/favicon.svg", "utf8"),
  readFile(INTER_WOFF2),
]);
const names = Object.keys(SOCIAL_CARDS) as SocialCardName[];
const stamp = fingerprint(
  css,
  hero,
  favicon,
  font,
  JSON.stringify([SOCIAL_CARDS, SOCIAL_CARD_TAGLINES, OFFICES]),
  await readFile(new URL(import.meta.url)),
);
const outputs = [...names.map((name) => `${name}.png`), "logo.png"];
const stampFile = join(OUT_DIR, ".stamp");
if (
  existsSync(stampFile) &&
  (await readFile(stampFile, "utf8")) === stamp &&
  outputs.every((file) => existsSync(join(OUT_DIR, file)))
) {
  console.log(`✓ Cartes de partage déjà dessinées : ${OUT_DIR}`);
  process.exit(0);
}

const fontDir = await installInter();
try {
  // Imported only now: fontconfig reads FONTCONFIG_FILE when sharp first draws text.
  const sharp = (await import("sharp")).default;
  await mkdir(OUT_DIR, { recursive: true });
  // One title size for every card, so the four read as a set.
  const inputs = { css, hero, favicon, titleSize: await titleSize(sharp, Object.values(SOCIAL_CARDS)) };
  for (const name of names) {
    const svg = await cardSvg(sharp, name, inputs);
    const file = join(OUT_DIR, `${name}.png`);
    // A 256-colour palette: 89 KB instead of 309 KB for the same picture to the eye (measured on lif-shore).
    const info = await sharp(Buffer.from(svg))
      .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 })
      .toFile(file);
    if (info.width !== WIDTH || info.height !== HEIGHT)
      throw new Error(`${file} : ${info.width}×${info.height} au lieu de ${WIDTH}×${HEIGHT}`);
  }
  // The mark is drawn at 32 units: a density of 72 × 512 / 32 renders it sharp at 512 px, not blown up.
  await sharp(Buffer.from(favicon), { density: (72 * LOGO.size) / 32 })
    .resize(LOGO.size, LOGO.size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT_DIR, "logo.png"));
  await writeFile(stampFile, stamp);
  console.log(`✓ Cartes de partage : ${OUT_DIR} (${outputs.join(", ")})`);
} finally {
  await rm(fontDir, { recursive: true, force: true });
}
