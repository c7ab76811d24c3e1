// The characters the site's cut of Inter keeps: data shared by the cut (font-subset.ts) and the typography
// check, which must not load the subsetting tool to read them.

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * Every character the font keeps: ASCII; the Latin-1 letters (× ÷ and the Icelandic Ð ð Þ þ aside), the no-break
 * space, « », °, ©, ®, § and ·; Œ œ Ÿ; the punctuation, subscript two, currency signs and arrows of French copy.
 * Nothing more: beside the stylesheet on Lighthouse's simulated 4G, the file must arrive in two round trips
 * (29,200 bytes, headers included; decision 013). The typography check fails on a page character not here.
 */
export const INTER_CHARACTERS =
  range(0x20, 0x7e) +
  "\u00a0«»°©®§·" +
  range(0xc0, 0xff).replace(/[×÷ÐðÞþ]/g, "") +
  "ŒœŸ" +
  "\u2009\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2039\u203a\u202f" +
  "\u2082\u20ac\u2122\u2190\u2191\u2192\u2193\u2212";
