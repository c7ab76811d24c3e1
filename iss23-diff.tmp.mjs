import sharp from "sharp";
import { readdirSync } from "node:fs";
const dir = "/tmp/iss23-shots";
for (const f of readdirSync(dir).filter((f) => f.startsWith("before") && f.endsWith(".png")).sort()) {
  const g = f.replace("before", "after");
  try {
    const [a, b] = await Promise.all([f, g].map((x) => sharp(`${dir}/${x}`).raw().toBuffer({ resolveWithObject: true })));
    if (a.info.width !== b.info.width || a.info.height !== b.info.height) { console.log(f, "SIZE", a.info.width, a.info.height, b.info.width, b.info.height); continue; }
    let d = 0; for (let i = 0; i < a.data.length; i += a.info.channels) { if (a.data[i] !== b.data[i] || a.data[i+1] !== b.data[i+1] || a.data[i+2] !== b.data[i+2]) d++; }
    console.log(f, `${a.info.width}x${a.info.height}`, "differing pixels", d);
  } catch (e) { console.log(f, "missing", e.message.slice(0, 60)); }
}
