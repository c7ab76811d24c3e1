// subset-font ships no types; the one call the build makes (scripts/font-subset.ts).
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep; all of them when absent. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

// fontverter (subset-font's dependency) ships no types; the one call the build makes (scripts/woff2-to-ttf.ts).
declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, format: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer>;
  };
  export default fontverter;
}
