import type {
  BreadcrumbList,
  Course,
  EducationalOrganization,
  Graph,
  ItemList,
  Organization,
  Place,
  PostalAddress,
  Service,
  Thing,
  WebSite,
} from "schema-dts";
import type { GroupOffice } from "~/facts/group";
import { breadcrumb, getPage, type PagePath, pageCopy, type Variant } from "~/pages";
import { OFFICES, SITE } from "~/site.config";
import { SERVICE_PAGES, type ServiceFacts } from "./service-pages";
import { LOGO } from "./social-cards";
import { originOf } from "./variant";

/**
 * The JSON-LD of a page (schema.org, typed with schema-dts), built from the page table and the site facts:
 * the group and the site on the home page, a breadcrumb on every other page, a Service on the pages that sell
 * one, LIF Form as a training body with its courses. Each variant names its own origin. No FAQPage: Google
 * keeps those rich results for government and health sites, and the markup would only add weight.
 */

/** ISO 3166 codes of the countries the group's offices are in, as search engines want them. */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  France: "FR",
  Belgique: "BE",
  Sénégal: "SN",
  "Côte d’Ivoire": "CI",
  Tunisie: "TN",
  Maroc: "MA",
};

/** The markets the site sells to: France and Belgium. */
const AREA_SERVED = [
  { "@type": "Country", name: "France" },
  { "@type": "Country", name: "Belgique" },
] as const;

/** Hours as the site states them: the days and hours SITE.hours prints. */
const OPENING_HOURS = { "@type": "OpeningHoursSpecification", ...SITE.openingHours } as const;

const organizationId = (variant: Variant) => `${originOf(variant)}/#organisation`;
const formId = (variant: Variant) => `${originOf(variant)}/services/lif-form#organisme`;

/** The group as the other nodes name it: its id, name and address, without repeating every fact. */
function groupRef(variant: Variant): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId(variant),
    name: SITE.product,
    url: `${originOf(variant)}/`,
  };
}

/** An address of the site config (« 75002 Paris ») as a postal address, when one is given for that city. */
function postalAddress(office: GroupOffice): PostalAddress {
  const known = Object.values(SITE.addresses).find((address) => address.city.includes(office.city));
  const postal = known?.city.match(/^(\S+)\s+(.+)$/);
  return {
    "@type": "PostalAddress",
    ...(known && { streetAddress: known.street }),
    ...(postal && { postalCode: postal[1] }),
    addressLocality: postal?.[2] ?? office.city,
    addressCountry: COUNTRY_CODES[office.country] ?? office.country,
  };
}

function place(office: GroupOffice): Place {
  return {
    "@type": "Place",
    name: `${SITE.product} ${office.city}, ${office.role.charAt(0).toLowerCase()}${office.role.slice(1)}`,
    address: postalAddress(office),
    geo: { "@type": "GeoCoordinates", longitude: office.coordinates[0], latitude: office.coordinates[1] },
  };
}

function organization(variant: Variant): Organization {
  const origin = originOf(variant);
  const [headOffice] = OFFICES;
  return {
    "@type": "Organization",
    "@id": organizationId(variant),
    name: SITE.product,
    legalName: SITE.legal.entityName,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: origin + LOGO.src, width: `${LOGO.size}`, height: `${LOGO.size}` },
    email: SITE.email,
    telephone: SITE.phone,
    ...(headOffice && { address: postalAddress(headOffice) }),
    location: OFFICES.map(place),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: SITE.phone,
      email: SITE.email,
      availableLanguage: "fr",
      areaServed: ["FR", "BE"],
      hoursAvailable: OPENING_HOURS,
    },
    sameAs: [SITE.linkedin],
  };
}

function website(variant: Variant): WebSite {
  const origin = originOf(variant);
  return {
    "@type": "WebSite",
    "@id": `${origin}/#site`,
    url: `${origin}/`,
    name: SITE.product,
    description: pageCopy(getPage("/"), variant).description,
    inLanguage: variant === "be" ? "fr-BE" : "fr-FR",
    publisher: { "@id": organizationId(variant) },
  };
}

/** The trail from the home page to this page; its last item is the page's canonical URL. */
function breadcrumbList(path: PagePath, variant: Variant): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: breadcrumb(path).map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.label,
      item: originOf(variant) + step.to,
    })),
  };
}

function service(path: PagePath, facts: ServiceFacts, variant: Variant): Service {
  const url = originOf(variant) + path;
  const words = getPage(path).service;
  if (!words)
    throw new Error(
      `content/referencement.json : la page ${path} vend un service et n’a pas de groupe « service »`,
    );
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: words.name,
    description: pageCopy(getPage(path), variant).description,
    serviceType: words.type,
    url,
    provider: facts.brand === "LIF Form" ? { "@id": formId(variant) } : groupRef(variant),
    brand: { "@type": "Brand", name: facts.brand },
    areaServed: AREA_SERVED,
    ...(words.audience && { audience: { "@type": "Audience", audienceType: words.audience } }),
    ...(facts.free && {
      offers: {
        "@type": "Offer",
        price: "0",
        priceCurrency: "EUR",
        url,
        availability: "https://schema.org/InStock",
      },
    }),
  };
}

/** LIF Form, the group's training body. */
function trainingBody(variant: Variant): EducationalOrganization {
  const path = "/services/lif-form";
  return {
    "@type": "EducationalOrganization",
    "@id": formId(variant),
    name: "LIF Form",
    url: originOf(variant) + path,
    description: pageCopy(getPage(path), variant).description,
    parentOrganization: groupRef(variant),
    areaServed: AREA_SERVED,
  };
}

/** How a course is given, in schema.org's words (CourseInstance.courseMode). */
export type CourseMode = "Onsite" | "Online" | "Blended";

/**
 * A course of the LIF Form catalogue as its sheet shows it. lib may not import content, so the catalogue
 * (app/content/form/) maps its courses to this shape and the LIF Form routes pass them to seo().
 */
export type CourseFacts = {
  name: string;
  description: string;
  /** The domain page that shows its sheet. */
  path: PagePath;
  /** The id of its sheet on that page. */
  anchor?: string;
  /** The certification it prepares for, if any (CEH, CCNA…). */
  credential?: string;
  level?: string;
  modes?: readonly CourseMode[];
  /** Teaching hours. */
  hours?: number;
  /** The day its sheet last changed, ISO. */
  dateModified?: string;
  /** The inter-company price per learner, excl. VAT, in euros, when the sheet publishes one. */
  priceExclVat?: number;
  /** The certification's France Compétences code, when known (RS…). */
  credentialCode?: string;
};

/** Where a course is described in full: its sheet on its domain page. */
function courseUrl(facts: CourseFacts, variant: Variant): string {
  return originOf(variant) + facts.path + (facts.anchor ? `#${facts.anchor}` : "");
}

function course(facts: CourseFacts, variant: Variant): Course {
  const url = courseUrl(facts, variant);
  const instances = (facts.modes ?? []).map((mode) => ({
    "@type": "CourseInstance" as const,
    courseMode: mode,
    ...(facts.hours && { courseWorkload: `PT${facts.hours}H` }),
  }));
  return {
    "@type": "Course",
    "@id": url,
    name: facts.name,
    description: facts.description,
    url,
    inLanguage: "fr",
    provider: { "@id": formId(variant) },
    ...(facts.level && { educationalLevel: facts.level }),
    ...(facts.dateModified && { dateModified: facts.dateModified }),
    ...(facts.credential && {
      educationalCredentialAwarded: {
        "@type": "EducationalOccupationalCredential",
        name: facts.credential,
        ...(facts.credentialCode && { identifier: facts.credentialCode }),
      },
    }),
    ...(instances.length > 0 && { hasCourseInstance: instances }),
    // An offer only where the sheet publishes a price: an owner-pending price gives none.
    ...(facts.priceExclVat !== undefined && {
      offers: {
        "@type": "Offer",
        category: "Inter-entreprises, par stagiaire, hors taxes",
        price: String(facts.priceExclVat),
        priceCurrency: "EUR",
        url,
      },
    }),
  };
}

/**
 * The courses a page shows, in Google's "course list" shape. A domain page describes each of its courses in
 * full. The LIF Form page lists all nine as links to those descriptions (Google's summary page): repeating
 * them there weighed 0.8 KB of its compressed HTML, part of what took it past one round trip before the first
 * paint (docs/decisions/014).
 */
function courseListOn(
  path: PagePath,
  catalogue: readonly CourseFacts[],
  variant: Variant,
): ItemList | undefined {
  const summary = path === "/services/lif-form";
  const courses = summary ? catalogue : catalogue.filter((facts) => facts.path === path);
  if (courses.length === 0) return undefined;
  return {
    "@type": "ItemList",
    itemListElement: courses.map((facts, index) => ({
      "@type": "ListItem",
      position: index + 1,
      ...(summary ? { url: courseUrl(facts, variant) } : { item: course(facts, variant) }),
    })),
  };
}

/** Every JSON-LD node of a page, in one graph; the home page has no breadcrumb (it is the whole trail). */
export function structuredData(
  path: PagePath,
  variant: Variant,
  catalogue: readonly CourseFacts[] = [],
): Graph {
  const page = getPage(path);
  const nodes: Thing[] = [];
  if (path === "/") nodes.push(organization(variant), website(variant));
  else nodes.push(breadcrumbList(path, variant));
  if (page.family === "form") {
    nodes.push(trainingBody(variant));
    const courses = courseListOn(path, catalogue, variant);
    if (courses) nodes.push(courses);
  }
  const facts = SERVICE_PAGES[path];
  if (facts) nodes.push(service(path, facts, variant));
  return { "@context": "https://schema.org", "@graph": nodes };
}
