// Decodes a WOFF2 font into a plain TrueType font, so the build can draw text in Inter with sharp (librsvg,
// fontconfig, FreeType), whose FreeType reads TTF but not WOFF2. fontverter (with wawoff2, Google's decoder
// compiled to WebAssembly) does it; it is subset-font's own dependency, so nothing more is installed.
// Compared with the hand-written decoder it replaced (docs/decisions/017): every table but glyf and loca is
// byte for byte the same, and every glyph's outline (HarfBuzz, at weights 400, 650 and 800) is the same;
// fontverter's glyf is smaller (24,000 bytes against 35,232), its points encoded more tightly.
import fontverter from "fontverter";

const WOFF2_SIGNATURE = 0x774f4632; // "wOF2"

export async function woff2ToTtf(woff2: Uint8Array): Promise<Buffer> {
  const view = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  if (woff2.byteLength < 4 || view.getUint32(0) !== WOFF2_SIGNATURE)
    throw new Error("WOFF2 : signature absente");
  return fontverter.convert(Buffer.from(woff2), "truetype");
}
