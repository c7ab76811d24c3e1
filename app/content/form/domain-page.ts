import { PiggyBank } from "lucide-react";
import type { CourseCardProps } from "~/components/form/course-card";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { LinkGridItem } from "~/components/sections/link-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData, LinkData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { readCopyWith } from "~/content/files/read-copy";
import { PLACEHOLDER_VALUES } from "~/content/placeholders";
import { CERTIFICATIONS } from "./certifications";
import { validateCertifications } from "./course-schema";
import { courseSheet } from "./course-sheet";
import { type CourseFormat, coursesOf, DOMAINS, type DomainKey, domainOf } from "./courses";
import { DOMAIN_BRIEF_WORDS, DOMAIN_COPY, DOMAIN_LINES_WORDS, DOMAINS_SHARED_COPY } from "./domain-files";
import { FUNDING_PATHS, fundingNote } from "./funding";
import type { CountedValues, DOMAIN_BRIEF_NAMES } from "./lif-form-names";

/**
 * What the three domain pages share, and the builder that completes one domain's own copy into its page
 * object: its courses read from the catalogue, its key facts computed from them.
 */

// A certification missing an item Qualiopi's indicators require stops the prerender, naming it and the item. The
// courses' files were checked before the build started (scripts/content/course-files.ts).
validateCertifications(CERTIFICATIONS);

const shared = DOMAINS_SHARED_COPY;
const { linkLabel: fundingLinkLabel, waysLabel: fundingWaysLabel, ...fundingHead } = shared.funding;

/** How a session runs, the same for every course (group size and hours to be confirmed by the owner). */
const SESSION = {
  id: "deroulement",
  eyebrow: shared.session.eyebrow,
  title: shared.session.title,
  intro: shared.session.intro,
  steps: shared.session.items satisfies readonly TimelineItem[],
  practical: { title: shared.session.practical.title, points: shared.session.practical.items },
  toConfirm: true,
} as const;

/** The three domains' cards under each domain page: the current one is marked by the link grid. */
const EXPLORE = {
  id: "autres-domaines",
  eyebrow: shared.explore.eyebrow,
  title: shared.explore.title,
  intro: shared.explore.intro,
  navLabel: shared.explore.navLabel,
  links: DOMAINS.map((domain) => ({
    label: domain.name,
    to: domain.path,
    description: domain.promise,
    icon: domain.icon,
  })) satisfies readonly LinkGridItem[],
  back: shared.explore.back satisfies LinkData,
} as const;

/** A domain's page: its own file's texts (./domain-files.ts), its courses and the figures counted from them. */
export function domainPage(key: DomainKey) {
  const copy = DOMAIN_COPY[key];
  const domain = domainOf(key);
  const courses = coursesOf(key);
  const days = courses.map((course) => course.duration.days);
  const certifications = courses.flatMap((course) =>
    course.certification ? [CERTIFICATIONS[course.certification].name] : [],
  );
  const formats = (["presentiel", "distanciel", "mixte"] as const).filter((format) =>
    courses.some((course) => (course.formats as readonly CourseFormat[]).includes(format)),
  );
  // The card's words and the lines naming the domain (domaines.json, the same for the three domains) around this
  // domain's name and counts.
  const { brief, domainLines } = readCopyWith(
    "content/pages/lif-form/domaines.json",
    { brief: DOMAIN_BRIEF_WORDS, domainLines: DOMAIN_LINES_WORDS },
    {
      ...PLACEHOLDER_VALUES,
      "nom-du-domaine": domain.name,
      "formations-du-domaine": String(courses.length),
      "jours-minimum": String(Math.min(...days)),
      "jours-maximum": String(Math.max(...days)),
      "certifications-du-domaine": certifications.join(" et "),
    } satisfies CountedValues<typeof DOMAIN_BRIEF_NAMES> & Readonly<Record<string, string>>,
  );
  const cpfSubject = certifications.length > 1 ? domainLines.cpf.many : domainLines.cpf.one;

  return {
    domain,
    hero: {
      eyebrow: domainLines.eyebrow,
      lead: copy.hero.lead,
      actions: [
        { ...shared.hero.coursesAction, to: "#formations" },
        { ...shared.hero.contactAction, variant: "outline" },
      ] satisfies readonly ActionData[],
      facts: {
        title: brief.title,
        items: [
          brief.courses,
          {
            value: certifications.join(" · "),
            label: certifications.length > 1 ? brief.certifications.many : brief.certifications.one,
          },
          { value: formats.map((format) => brief.formats[format]).join(", "), label: brief.formats.label },
          brief.sheets,
        ] satisfies readonly FactsCardItem[],
      },
    },
    courses: {
      id: "formations",
      ...copy.courses,
      items: courses.map((course) => courseSheet(course)) satisfies readonly CourseCardProps[],
    },
    session: SESSION,
    funding: {
      id: "financement",
      ...fundingHead,
      note: {
        icon: PiggyBank,
        text: fundingNote(cpfSubject),
        link: { label: fundingLinkLabel, to: "/services/lif-form#financement" },
        waysLabel: fundingWaysLabel,
        ways: FUNDING_PATHS.map(
          (path): LinkData => ({ label: path.short, to: `/services/lif-form#${path.id}` }),
        ),
      },
    },
    explore: EXPLORE,
    cta: {
      ...copy.cta,
      actions: [CONTACT_US, shared.cta.secondAction] satisfies readonly ActionData[],
    },
  } as const;
}

export type DomainPage = ReturnType<typeof domainPage>;
