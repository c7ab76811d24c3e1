import { DOMAINS } from "~/content/form/domains";
import { PLACEHOLDER_VALUES } from "~/content/placeholders";
import { listInFrench } from "./figures";

/**
 * The names the back-office page's file (content/pages/lif-talent/backoffice-afrique.json) may quote besides the
 * facts': the LIF Form domains, whose names are their pages' files (app/content/form/domain-files.ts, read through
 * readCopy). Offered to this file only (its COPY_FILES line, `names`): app/content/placeholders.ts importing
 * DOMAINS would loop back to itself through readCopy.
 */
export const BACKOFFICE_NAMES: Readonly<Record<string, { value: string; what: string }>> = {
  "domaines-lif-form": {
    value: listInFrench(DOMAINS.map((domain) => domain.name.toLowerCase())),
    what: "les domaines de LIF Form en minuscules, « cybersécurité, réseaux et sécurité des systèmes d’information »",
  },
};

/** Every name the back-office page's file may quote, with its value: the facts' and its own. */
export const BACKOFFICE_VALUES: Readonly<Record<string, string>> = {
  ...PLACEHOLDER_VALUES,
  ...Object.fromEntries(Object.entries(BACKOFFICE_NAMES).map(([name, { value }]) => [name, value])),
};
