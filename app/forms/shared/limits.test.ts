import { describe, expect, it } from "vitest";
import { buildAssessmentPayload } from "../assessment/payload";
import { buildClientConfirmationPayload, buildClientTeamPayload } from "../client-request/payload";
import { buildConsultationPayload } from "../consultation/payload";
import { buildContactPayload } from "../contact/payload";
import { buildExpertConfirmationPayload, buildExpertTeamPayload } from "../expert-application/payload";
import { buildGuidePayload } from "../guide/payload";
import { describeVisit } from "./lead-context";
import { cvNoteForTeam, cvNoteForVisitor } from "./messages";
import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, POSITION_MAX } from "./rules";

/** EmailJS refuses a send whose variables pass 50 KB (HTTP 413, « Variables size limit »). */
const EMAILJS_VARIABLES_LIMIT = 50 * 1024;

// The worst a visitor can type: a control character, which JSON writes as six bytes (\u0001), at every place.
const worst = (length: number) => "\u0001".repeat(length);
const REFERENCE = "LIF-7K3Q-9P";
/** The largest stamp: a full landing URL, a long referrer, every campaign parameter at its 200-character cap. */
const STAMP = {
  lead_ref: REFERENCE,
  source_page: `https://www.lif-group.fr/${"a".repeat(2000)}`,
  source_site: "Belgique (www.lif-group.be)",
  source_visit: describeVisit({
    landing: worst(200),
    referrer: "r".repeat(253),
    utm_source: worst(200),
    utm_medium: worst(200),
    utm_campaign: worst(200),
    utm_term: worst(200),
    utm_content: worst(200),
    gclid: worst(200),
  }),
  cv_name: worst(255),
  cv_note: cvNoteForTeam(worst(255), true),
  spam_suspected: "[Spam suspecté]",
};

/** The bytes of the request body @emailjs/browser posts, variables only. */
const size = (params: object) => new TextEncoder().encode(JSON.stringify({ ...params, ...STAMP })).length;

const person = {
  firstName: worst(NAME_MAX),
  lastName: worst(NAME_MAX),
  fullName: worst(NAME_MAX),
  email: worst(EMAIL_MAX),
  phone: worst(PHONE_MAX),
  company: worst(COMPANY_MAX),
  position: worst(POSITION_MAX),
  message: worst(MESSAGE_MAX),
};

describe("every form's variables stay under EmailJS's 50 KB, each field at its maximum", () => {
  it.each([
    ["contact", buildContactPayload(person, "strategie-externalisation-agile")],
    ["expertTeam", buildExpertTeamPayload(person)],
    [
      "expertConfirmation",
      { ...buildExpertConfirmationPayload(person), cv_note: cvNoteForVisitor(REFERENCE) },
    ],
    ["clientTeam", buildClientTeamPayload(person)],
    ["clientConfirmation", buildClientConfirmationPayload(person)],
    ["assessment", buildAssessmentPayload(person)],
    ["consultation", buildConsultationPayload(person, "recrutement-talents-afrique", `/${"p".repeat(200)}`)],
    [
      "guide",
      buildGuidePayload(person, { title: "t".repeat(300), file: `/generated/${"f".repeat(200)}.pdf` }),
    ],
  ])("%s", (_, params) => {
    const bytes = size(params);
    expect(bytes).toBeGreaterThan(MESSAGE_MAX - 1000);
    expect(bytes).toBeLessThan(EMAILJS_VARIABLES_LIMIT);
  });
});
