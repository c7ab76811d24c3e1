import type { MetaDescriptor } from "react-router";
import { getPage, type PagePath, pageCopy, type Variant } from "~/pages";
import { SOCIAL_CARD, socialCardAlt, socialCardOf, socialCardSrc } from "./social-cards";
import { type CourseFacts, structuredData } from "./structured-data";
import { originOf, VARIANT } from "./variant";

const LOCALES: Readonly<Record<Variant, string>> = Object.freeze({ fr: "fr_FR", be: "fr_BE" });

/** Builds with VITE_NOINDEX=1 (staging, previews) ask search engines to stay away. */
const NOINDEX = import.meta.env.VITE_NOINDEX === "1";

/** What a route adds to its head beyond the page table: the LIF Form pages pass the courses they show. */
export type SeoOptions = { variant?: Variant; courses?: readonly CourseFacts[] };

/**
 * The complete head of a page: title, description, canonical, Open Graph with its social card, hreflang
 * alternates and the page's JSON-LD (structured-data.ts).
 * Every route's meta() calls this with its own path; nothing here is shared mutable state.
 */
export function seo(path: PagePath, options: Variant | SeoOptions = {}): MetaDescriptor[] {
  const { variant = VARIANT, courses = [] } = typeof options === "string" ? { variant: options } : options;
  const page = getPage(path);
  const { title, description } = pageCopy(page, variant);
  const url = originOf(variant) + path;
  const card = socialCardOf(page.family);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "fr-FR", href: originOf("fr") + path },
    { tagName: "link", rel: "alternate", hrefLang: "fr-BE", href: originOf("be") + path },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: originOf("fr") + path },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "LIF Group" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALES[variant] },
    { property: "og:image", content: originOf(variant) + socialCardSrc(card) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: socialCardAlt(card) },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": structuredData(path, variant, courses) },
    ...(NOINDEX ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
