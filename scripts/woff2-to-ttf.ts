// Decodes a WOFF2 font into a plain TrueType font, so the build can draw text in Inter with sharp (librsvg,
// fontconfig, FreeType), whose FreeType reads TTF but not WOFF2. The project ships Inter only as WOFF2
// (@fontsource-variable/inter) and nothing may be downloaded: this decoder is the offline way.
// Format: https://www.w3.org/TR/WOFF2/ (brotli from node:zlib; the glyf/loca transform rebuilt below).
import { brotliDecompressSync } from "node:zlib";

// biome-ignore format: the specification's table of known tags, in its order
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep",
  "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE",
  "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt",
  "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar",
  "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
];

type Tuple7<T> = [T, T, T, T, T, T, T];

type TableEntry = { tag: string; origLength: number; transformLength: number; transformed: boolean };

/** A forward-only reader over big-endian bytes. */
class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  private view(length: number): DataView {
    if (this.offset + length > this.bytes.length) throw new Error("WOFF2 : données tronquées");
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, length);
    this.offset += length;
    return view;
  }
  u8 = () => this.view(1).getUint8(0);
  u16 = () => this.view(2).getUint16(0);
  i16 = () => this.view(2).getInt16(0);
  u32 = () => this.view(4).getUint32(0);
  bytesOf(length: number): Uint8Array {
    this.view(length);
    return this.bytes.subarray(this.offset - length, this.offset);
  }
  /** UIntBase128: 7 bits a byte, at most 5 bytes. */
  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("WOFF2 : UIntBase128 trop long");
  }
  /** 255UInt16: one byte, or an escape code and one or two more. */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 253 * 2;
    return code;
  }
}

/** A growable big-endian byte buffer. */
class Writer {
  private buffer = new Uint8Array(1024);
  length = 0;
  private room(extra: number): DataView {
    if (this.length + extra > this.buffer.length) {
      const bigger = new Uint8Array(Math.max(this.buffer.length * 2, this.length + extra));
      bigger.set(this.buffer.subarray(0, this.length));
      this.buffer = bigger;
    }
    const view = new DataView(this.buffer.buffer, this.length, extra);
    this.length += extra;
    return view;
  }
  u8 = (value: number) => this.room(1).setUint8(0, value);
  u16 = (value: number) => this.room(2).setUint16(0, value);
  i16 = (value: number) => this.room(2).setInt16(0, value);
  u32 = (value: number) => this.room(4).setUint32(0, value);
  bytes(data: Uint8Array): void {
    this.room(data.length);
    this.buffer.set(data, this.length - data.length);
  }
  pad(to: number): void {
    while (this.length % to) this.u8(0);
  }
  result = (): Uint8Array => this.buffer.slice(0, this.length);
}

/** One point of the transformed glyf stream: its flag byte picks how many bytes follow and their signs. */
function readTriplet(flag: number, glyphs: Reader): [dx: number, dy: number] {
  const sign = (bit: number, value: number) => (bit & 1 ? value : -value);
  if (flag < 10) return [0, sign(flag, ((flag & 14) << 7) + glyphs.u8())];
  if (flag < 20) return [sign(flag, (((flag - 10) & 14) << 7) + glyphs.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = glyphs.u8();
    return [sign(flag, 1 + (b0 & 0x30) + (b1 >> 4)), sign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const [x, y] = [glyphs.u8(), glyphs.u8()];
    return [sign(flag, 1 + (Math.floor(b0 / 12) << 8) + x), sign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + y)];
  }
  if (flag < 124) {
    const [b0, b1, b2] = [glyphs.u8(), glyphs.u8(), glyphs.u8()];
    return [sign(flag, (b0 << 4) + (b1 >> 4)), sign(flag >> 1, ((b1 & 0x0f) << 8) + b2)];
  }
  return [sign(flag, glyphs.u16()), sign(flag >> 1, glyphs.u16())];
}

/** The byte length of a composite glyph's component records, and whether it carries instructions. */
function compositeLength(composite: Reader): { length: number; hasInstructions: boolean } {
  const start = composite.offset;
  let flags: number;
  let hasInstructions = false;
  do {
    flags = composite.u16();
    composite.u16(); // glyph index
    let skip = flags & 0x0001 ? 4 : 2; // ARG_1_AND_2_ARE_WORDS
    if (flags & 0x0008)
      skip += 2; // WE_HAVE_A_SCALE
    else if (flags & 0x0040)
      skip += 4; // WE_HAVE_AN_X_AND_Y_SCALE
    else if (flags & 0x0080) skip += 8; // WE_HAVE_A_TWO_BY_TWO
    composite.bytesOf(skip);
    if (flags & 0x0100) hasInstructions = true; // WE_HAVE_INSTRUCTIONS
  } while (flags & 0x0020); // MORE_COMPONENTS
  const length = composite.offset - start;
  composite.offset = start;
  return { length, hasInstructions };
}

/** Rebuilds the glyf and loca tables from the transformed glyf table (WOFF2 §5.1). */
function rebuildGlyf(data: Uint8Array): { glyf: Uint8Array; loca: Uint8Array } {
  const header = new Reader(data);
  header.u16(); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  const indexFormat = header.u16();
  const sizes = Array.from({ length: 7 }, () => header.u32());
  const streams: Reader[] = [];
  let offset = header.offset;
  for (const size of sizes) {
    streams.push(new Reader(data.subarray(offset, offset + size)));
    offset += size;
  }
  const [contours, points, flags, glyphs, composites, bboxes, instructions] = streams as Tuple7<Reader>;
  const bitmapLength = 4 * Math.floor((numGlyphs + 31) / 32);
  const bboxBitmap = bboxes.bytesOf(bitmapLength);
  const overlapBitmap =
    optionFlags & 1 ? data.subarray(offset, offset + Math.floor((numGlyphs + 7) / 8)) : null;
  const bit = (bitmap: Uint8Array, index: number) => (bitmap[index >> 3] ?? 0) & (0x80 >> (index & 7));

  const glyf = new Writer();
  const offsets: number[] = [];
  for (let index = 0; index < numGlyphs; index += 1) {
    offsets.push(glyf.length);
    const nContours = contours.i16();
    const explicitBox = bit(bboxBitmap, index) !== 0;
    if (nContours === 0) continue;
    if (nContours === -1) {
      const { length, hasInstructions } = compositeLength(composites);
      glyf.i16(-1);
      for (let i = 0; i < 4; i += 1) glyf.i16(bboxes.i16());
      glyf.bytes(composites.bytesOf(length));
      if (hasInstructions) {
        const count = glyphs.u255();
        glyf.u16(count);
        glyf.bytes(instructions.bytesOf(count));
      }
      glyf.pad(4);
      continue;
    }
    const ends: number[] = [];
    let total = 0;
    for (let c = 0; c < nContours; c += 1) {
      total += points.u255();
      ends.push(total - 1);
    }
    const xs: number[] = [];
    const ys: number[] = [];
    const onCurve: boolean[] = [];
    let [x, y] = [0, 0];
    for (let p = 0; p < total; p += 1) {
      const flag = flags.u8();
      const [dx, dy] = readTriplet(flag & 0x7f, glyphs);
      x += dx;
      y += dy;
      xs.push(x);
      ys.push(y);
      onCurve.push(!(flag & 0x80));
    }
    const instructionCount = glyphs.u255();
    glyf.i16(nContours);
    if (explicitBox) for (let i = 0; i < 4; i += 1) glyf.i16(bboxes.i16());
    else
      for (const value of [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)])
        glyf.i16(value);
    for (const end of ends) glyf.u16(end);
    glyf.u16(instructionCount);
    glyf.bytes(instructions.bytesOf(instructionCount));
    // Plain encoding: every coordinate as a signed 16-bit delta (no short or repeat flags needed).
    const overlap = overlapBitmap && bit(overlapBitmap, index) ? 0x40 : 0;
    for (let p = 0; p < total; p += 1) glyf.u8((onCurve[p] ? 1 : 0) | (p === 0 ? overlap : 0));
    for (let p = 0; p < total; p += 1) glyf.i16((xs[p] ?? 0) - (xs[p - 1] ?? 0));
    for (let p = 0; p < total; p += 1) glyf.i16((ys[p] ?? 0) - (ys[p - 1] ?? 0));
    glyf.pad(4);
  }
  offsets.push(glyf.length);
  const loca = new Writer();
  for (const value of offsets) {
    if (indexFormat === 0) loca.u16(value / 2);
    else loca.u32(value);
  }
  return { glyf: glyf.result(), loca: loca.result() };
}

function checksum(table: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(table.length / 4) * 4);
  padded.set(table);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The TrueType (sfnt) bytes of a WOFF2 font. Throws in French on anything this decoder does not handle. */
export function woff2ToTtf(woff2: Uint8Array): Uint8Array {
  const input = new Reader(woff2);
  if (input.u32() !== 0x774f4632) throw new Error("WOFF2 : signature absente");
  const flavor = input.u32();
  if (flavor === 0x74746366) throw new Error("WOFF2 : les collections de polices ne sont pas gérées");
  input.u32(); // length
  const numTables = input.u16();
  input.u16(); // reserved
  input.u32(); // totalSfntSize
  const compressedSize = input.u32();
  input.offset = 48;
  const entries: TableEntry[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = input.u8();
    const tag =
      (flags & 0x3f) === 0x3f ? new TextDecoder().decode(input.bytesOf(4)) : (KNOWN_TAGS[flags & 0x3f] ?? "");
    const version = flags >> 6;
    const origLength = input.base128();
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const transformLength = transformed ? input.base128() : origLength;
    if (transformed && tag !== "glyf" && tag !== "loca")
      throw new Error(`WOFF2 : transformation de la table ${tag} non gérée`);
    entries.push({ tag, origLength, transformLength, transformed });
  }
  const stream = brotliDecompressSync(input.bytesOf(compressedSize));
  const tables = new Map<string, Uint8Array>();
  let at = 0;
  for (const entry of entries) {
    tables.set(entry.tag, stream.subarray(at, at + entry.transformLength));
    at += entry.transformLength;
  }
  const glyfEntry = entries.find((entry) => entry.tag === "glyf");
  if (glyfEntry?.transformed) {
    const { glyf, loca } = rebuildGlyf(tables.get("glyf") ?? new Uint8Array());
    tables.set("glyf", glyf);
    tables.set("loca", loca);
  }

  const tags = [...tables.keys()].sort();
  const out = new Writer();
  const entrySelector = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** entrySelector * 16;
  out.u32(flavor);
  out.u16(tags.length);
  out.u16(searchRange);
  out.u16(entrySelector);
  out.u16(tags.length * 16 - searchRange);
  let tableOffset = 12 + tags.length * 16;
  for (const tag of tags) {
    const table = tables.get(tag) ?? new Uint8Array();
    out.bytes(new TextEncoder().encode(tag));
    out.u32(checksum(table));
    out.u32(tableOffset);
    out.u32(table.length);
    tableOffset += Math.ceil(table.length / 4) * 4;
  }
  for (const tag of tags) {
    out.bytes(tables.get(tag) ?? new Uint8Array());
    out.pad(4);
  }
  return out.result();
}
