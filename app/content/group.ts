import type { BrandItem } from "~/components/about/brand-stack";
import type { Leader } from "~/components/about/leader-grid";
import type { OfficeCard } from "~/components/about/office-list";
import type { ActionData } from "~/components/sections/types";
import { ABOUT_US } from "~/content/actions";
import type { GroupFile } from "~/content/files/group/groupe-schema";
import { ICONS } from "~/content/files/icons";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import { QUOTES } from "~/content/files/testimonials";
import { OFFICES } from "~/facts/group";
import type { ServiceLine } from "~/pages";
import data from "../../content/pages/groupe/groupe.json" with { type: "json" };

/**
 * The group page (/le-groupe): its texts are the file content/pages/groupe/groupe.json, edited in the CMS
 * (« Pages du groupe »), its figures and years quoted by name; its structure is here: the sections' ids, the
 * brands' pages and colours, the offices (the facts'), the history's quote and the shared « À propos » button.
 */
const copy = present(readCopy("content/pages/groupe/groupe.json", data as GroupFile));
const { actions, brandsTitle, brands, ...hero } = copy.hero;
const { texts, presence, ...offices } = copy.offices;
const { action, ...cta } = copy.cta;

/** Each brand's page, in the card's order; its colour is its service line. */
const BRAND_PAGES = {
  shore: "/services/lif-shore",
  form: "/services/lif-form",
  talent: "/services/lif-talent",
} as const satisfies Record<ServiceLine, string>;

/** What each office's team does, by city (the offices themselves, their roles and years, come from the facts). */
const officeText = (city: string) => texts.find((entry) => entry.city === city)?.text ?? "";

export const group = {
  hero: {
    ...hero,
    actions: actions satisfies readonly ActionData[],
    brandsTitle,
    brands: (["shore", "form", "talent"] as const).map((line) => ({
      name: brands[line].name,
      to: BRAND_PAGES[line],
      text: brands[line].text,
      line,
    })) satisfies readonly BrandItem[],
  },
  history: { id: "histoire", ...copy.history, quote: QUOTES.groupe },
  vision: { id: "vision", ...copy.vision, values: featureItems(copy.vision.values) },
  leaders: {
    id: "direction",
    ...copy.leaders,
    items: copy.leaders.items.map((item) => ({
      ...item,
      icon: ICONS[item.icon],
    })) satisfies readonly Leader[],
  },
  offices: {
    id: "bureaux",
    ...offices,
    items: OFFICES.map((office) => ({
      city: office.city,
      country: office.country,
      role: office.role,
      text: officeText(office.city),
      ...(office.status === "presence" && { presence: `${presence} ${office.opened}` }),
    })) satisfies readonly OfficeCard[],
  },
  figures: { id: "chiffres-cles", ...copy.figures },
  cta: { ...cta, actions: [action, ABOUT_US] satisfies readonly ActionData[] },
} as const;
