import type { LeadPhone, LeadPromises } from "~/components/sections/lead-form-band";
import { readCopy } from "~/content/files/read-copy";
import type { ConsultationFile } from "~/content/files/shore/consultation-schema";
import { SITE } from "~/site.config";
import data from "../../../content/pages/lif-shore/consultation.json" with { type: "json" };

/**
 * What the LIF Shore request bands say the same on every page: the texts are the file
 * content/pages/lif-shore/consultation.json, edited in the CMS (« Pages LIF Shore »); the phone number and hours
 * are the site's settings.
 */
const copy = readCopy("content/pages/lif-shore/consultation.json", data as ConsultationFile);

/**
 * The promises of the consultation band of the shore pages: each page lists its own first, all end on the
 * first profiles' delay, and the band says the same around them.
 */
export function consultationPromises(...first: readonly string[]): LeadPromises {
  return {
    framed: true,
    eyebrow: copy.promises.eyebrow,
    items: [...first, copy.promises.last],
    note: copy.promises.note,
  };
}

/** The phone line offered beside a shore form, for those who would rather call. */
export const CALL_US = {
  question: copy.phone.question,
  link: { label: SITE.phone, to: SITE.phoneHref },
  hours: SITE.hours,
} as const satisfies LeadPhone;
