/**
 * The contract with EmailJS: which lead sources exist, and the exact parameters each template receives
 * (docs/emailjs-templates.md describes the same templates for whoever sets them up). A payload builder
 * returns `TemplateParams[key]`, so a misspelt or missing field fails `tsc`.
 */

/** Where a lead comes from, sent as `form_type`: one list per form that carries it. */
export const LEAD_SOURCES = {
  contact: ["contact", "engagements", "strategie-externalisation-agile"],
  consultation: ["lif-shore", "nos-services", "service-nearshore-afrique", "recrutement-talents-afrique"],
  assessment: ["evaluation-gratuite"],
} as const;

type Sources = typeof LEAD_SOURCES;
/** Which form or page a lead came from. */
export type LeadSource = Sources[keyof Sources][number];
export type ContactSource = Sources["contact"][number];
export type ConsultationSource = Sources["consultation"][number];
export type AssessmentSource = Sources["assessment"][number];

/** How the team tells a client request from an expert application when both use one EmailJS template. */
export const CLIENT_REQUEST_TYPE = "Demande client LIF Talent";

/**
 * Added to a lead whose honeypot was filled: it still reaches the team, flagged, so a person whose browser
 * filled the trap by mistake is not lost. Templates start their subject with `{{spam_suspected}}`.
 */
export const SPAM_SUSPECTED = "[Spam suspecté]";
type SpamFlag = { spam_suspected?: typeof SPAM_SUSPECTED };

/**
 * A chosen CV: its name, and its base64 content (after the data-URL comma) unless the file is over what the
 * EmailJS plan attaches (cv-file.ts): the lead then goes without it, and the visitor is told how to send it.
 */
export type ChosenCv = { name: string; base64?: string };

/** What the team's message says of a CV (delivery.ts fills it from the lead's `cv`). */
type CvParams = {
  /** The file, base64: the template's attachment. */
  cv_file?: string;
  cv_name?: string;
  /** Said when the CV was chosen but not attached (too large for the plan): how the visitor will send it. */
  cv_note?: string;
};

/**
 * What every team message carries besides the visitor's fields (delivery.ts adds it): the lead's reference,
 * and where the lead came from (lead-context.ts).
 */
export type LeadStamp = {
  /** `LIF-7K3Q-9P`, also shown to the visitor and in the confirmation's subject. */
  lead_ref: string;
  /** The page the form was sent from, as a full URL. */
  source_page: string;
  /** The site (variant) it was sent on: "France (www.lif-group.fr)". */
  source_site: string;
  /** The visit's landing page, referrer and campaign, only with analytics consent; otherwise says so. */
  source_visit: string;
};

export type ContactParams = {
  from_name: string;
  from_email: string;
  phone: string;
  company: string;
  position: string;
  message: string;
  form_type: ContactSource;
} & CvParams;

export type ExpertTeamParams = {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
} & CvParams;

export type ExpertConfirmationParams = {
  from_name: string;
  from_email: string;
  subject: string;
  message: string;
};

export type ClientTeamParams = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  type: typeof CLIENT_REQUEST_TYPE;
};

export type ClientConfirmationParams = { firstName: string; email: string };

export type AssessmentParams = {
  firstName: string;
  lastName: string;
  email: string;
  specificNeed: string;
  form_type: AssessmentSource;
};

export type ConsultationParams = {
  from_name: string;
  from_email: string;
  company: string;
  phone: string;
  message: string;
  form_type: ConsultationSource;
  page: string;
};

export type GuideParams = {
  from_name: string;
  from_email: string;
  company: string;
  guide: string;
  /** Where the guide is downloaded, on the site's own origin. */
  guide_url: string;
};

/** Templates that go to the team: each lead starts with one of them, and only they can carry the spam flag. */
type TeamParams = {
  contact: ContactParams;
  expertTeam: ExpertTeamParams;
  clientTeam: ClientTeamParams;
  assessment: AssessmentParams;
  consultation: ConsultationParams;
  guide: GuideParams;
};
/** Courtesy copies to the visitor, sent only once the team has the lead. */
type ConfirmationParams = {
  expertConfirmation: ExpertConfirmationParams;
  clientConfirmation: ClientConfirmationParams;
};

export type TeamTemplate = keyof TeamParams;
export type ConfirmationTemplate = keyof ConfirmationParams;
export type TemplateKey = TeamTemplate | ConfirmationTemplate;

/** The parameters of each template, as the forms build them. */
export type TemplateParams = { [K in TeamTemplate]: TeamParams[K] & SpamFlag } & ConfirmationParams;

/** What a confirmation carries besides its own parameters: the reference, and what to do with a CV left out. */
export type ConfirmationStamp = { lead_ref: string; cv_note: string };

/** One send: a template with its own parameters (a mismatched pair fails `tsc`). */
export type DeliveryStep<T extends TemplateKey = TemplateKey> = {
  [K in T]: { template: K; params: TemplateParams[K] };
}[T];

/** What a form sends for one lead: the team's message, then maybe a confirmation to the visitor. */
export type LeadDelivery = {
  team: DeliveryStep<TeamTemplate>;
  confirmation?: DeliveryStep<ConfirmationTemplate>;
  /** The CV chosen, attached to the team's message when it has its content. */
  cv?: ChosenCv;
};
