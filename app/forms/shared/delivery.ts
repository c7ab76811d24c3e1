import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import { cvNoteForTeam, cvNoteForVisitor } from "./messages";
import {
  type ConfirmationStamp,
  type LeadDelivery,
  type LeadStamp,
  SPAM_SUSPECTED,
  type TemplateKey,
  type TemplateParams,
} from "./templates";

/**
 * The one way a form sends a lead: @emailjs/browser 4 behind a typed result that never throws.
 * Without a public key (a local run, the tests) the SDK posts to the site's own origin, where the local
 * server's sink answers as EmailJS does and keeps each message in its outbox.
 */
export type DeliveryFailure = "network" | "too-large" | "rate-limited" | "rejected" | "config";
export type DeliveryResult = { ok: true } | { ok: false; reason: DeliveryFailure; status?: number };
/** A lead's outcome: once sent, whether its CV had to be left out (too large for the plan). */
export type LeadResult = { ok: true; cvLeftOut: boolean } | Extract<DeliveryResult, { ok: false }>;

/** EmailJS takes one request per second; sends of one submission are spaced by a bit more. */
export const SEND_SPACING_MS = 1100;
/** The pause before the single retry of a send refused with HTTP 429. */
const RATE_LIMIT_RETRY_MS = 1100;

/** The environment variable that carries each template id. */
export const TEMPLATE_ENV = {
  contact: "VITE_EMAILJS_TEMPLATE_CONTACT",
  expertTeam: "VITE_EMAILJS_TEMPLATE_EXPERT",
  expertConfirmation: "VITE_EMAILJS_TEMPLATE_EXPERT_CONFIRMATION",
  clientTeam: "VITE_EMAILJS_TEMPLATE_CLIENT",
  clientConfirmation: "VITE_EMAILJS_TEMPLATE_CLIENT_CONFIRMATION",
  assessment: "VITE_EMAILJS_TEMPLATE_ASSESSMENT",
  consultation: "VITE_EMAILJS_TEMPLATE_CONSULTATION",
  guide: "VITE_EMAILJS_TEMPLATE_GUIDE",
} as const satisfies Record<TemplateKey, keyof ImportMetaEnv>;

type DeliveryConfig = {
  publicKey: string;
  serviceId: string;
  templateId: (key: TemplateKey) => string;
  origin?: string;
};

/** Read at send time (not at import) so tests can stub the environment. */
function readConfig(): DeliveryConfig {
  const env = import.meta.env;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  if (!publicKey) {
    return {
      publicKey: "local-public-key",
      serviceId: "local-service",
      templateId: (key) => `local-${key}`,
      origin: window.location.origin,
    };
  }
  return {
    publicKey,
    serviceId: env.VITE_EMAILJS_SERVICE_ID?.trim() ?? "",
    // An empty id makes the SDK reject with a string, which becomes reason "config".
    templateId: (key) => env[TEMPLATE_ENV[key]]?.trim() ?? "",
  };
}

let initialisedWith: string | null = null;

function ensureInit(config: DeliveryConfig) {
  const signature = `${config.publicKey}|${config.origin ?? ""}`;
  if (initialisedWith === signature) return;
  // With no origin the SDK keeps EmailJS's own API origin.
  emailjs.init({ publicKey: config.publicKey }, config.origin);
  initialisedWith = signature;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The three shapes the SDK rejects with, as one result. */
export function toFailure(error: unknown): Extract<DeliveryResult, { ok: false }> {
  if (typeof error === "string") return { ok: false, reason: "config" };
  if (error instanceof TypeError) return { ok: false, reason: "network" };
  if (
    error instanceof EmailJSResponseStatus ||
    (typeof error === "object" && error !== null && "status" in error)
  ) {
    const status = Number((error as { status: unknown }).status);
    if (status === 413) return { ok: false, reason: "too-large", status };
    if (status === 429) return { ok: false, reason: "rate-limited", status };
    if (!status) return { ok: false, reason: "network", status };
    return { ok: false, reason: "rejected", status };
  }
  return { ok: false, reason: "rejected" };
}

type Params = Readonly<Record<string, string | undefined>>;

/** The payload as logged: a CV's base64 content is summarised, not dumped into the console. */
function forLog(params: Params) {
  const copy = { ...params };
  if (copy.cv_file) copy.cv_file = `<base64, ${copy.cv_file.length} caractères>`;
  return copy;
}

/** Warns when a message lacks the fields the team needs to answer: an e-mail, a name, a message. */
export function missingKeyFields(params: Params): string[] {
  const missing: string[] = [];
  if (!(params.email || params.from_email)) missing.push("email");
  if (!(params.firstName || params.from_name)) missing.push("firstName");
  if (!params.message) missing.push("message");
  return missing;
}

async function sendOnce(config: DeliveryConfig, template: TemplateKey, params: Params) {
  try {
    const response = await emailjs.send(config.serviceId, config.templateId(template), params);
    // EmailJS answers status 200 with the text "OK".
    if (response.status === 200 || response.text === "OK") return { ok: true } as const;
    return toFailure(response);
  } catch (error) {
    return toFailure(error);
  }
}

/** Sends one template. Never throws: every failure comes back as a typed result. */
export async function deliver<T extends TemplateKey>(
  template: T,
  params: TemplateParams[T],
): Promise<DeliveryResult> {
  console.info(`[delivery] ${template}`, forLog(params));
  const missing = missingKeyFields(params);
  if (missing.length > 0) console.warn(`[delivery] ${template}: champs absents du message`, missing);

  let config: DeliveryConfig;
  try {
    config = readConfig();
    ensureInit(config);
  } catch (error) {
    console.warn(`[delivery] ${template}: configuration`, error);
    return { ok: false, reason: "config" };
  }

  let result: DeliveryResult = await sendOnce(config, template, params);
  if (!result.ok && result.reason === "rate-limited") {
    await sleep(RATE_LIMIT_RETRY_MS);
    result = await sendOnce(config, template, params);
  }
  if (!result.ok) console.warn(`[delivery] ${template}: échec`, result);
  return result;
}

type AnyParams = Record<string, string | undefined>;
const send = (template: TemplateKey, params: AnyParams) =>
  deliver(template, params as TemplateParams[TemplateKey]);

/**
 * Sends a lead to the team, then its courtesy confirmation, at least SEND_SPACING_MS apart. The team's
 * message comes first, with the lead's reference and source (`stamp`): its failure is the submission's failure
 * and nothing else is sent. A CV travels with the team's message when the form read it; one the service still
 * refuses as too large (413) is left out and the message sent again without it, so a CV never costs the
 * application. Once the team has the lead, a failed confirmation is logged, not reported: telling the visitor
 * "failed" would only make them send the same lead twice. A lead suspected of spam reaches the team flagged,
 * and no confirmation goes to an address a bot may have typed.
 */
export async function deliverLead(
  { team, confirmation, cv }: LeadDelivery,
  { spamSuspected = false, stamp }: { spamSuspected?: boolean; stamp: LeadStamp },
): Promise<LeadResult> {
  const base: AnyParams = { ...team.params, ...stamp };
  if (spamSuspected) base.spam_suspected = SPAM_SUSPECTED;
  const withoutCv = (): AnyParams =>
    cv ? { ...base, cv_name: cv.name, cv_note: cvNoteForTeam(cv.name, Boolean(confirmation)) } : base;

  let lastSentAt = Date.now();
  let cvLeftOut = Boolean(cv && !cv.base64);
  let result = await send(
    team.template,
    cv?.base64 ? { ...base, cv_file: cv.base64, cv_name: cv.name } : withoutCv(),
  );
  if (!result.ok && result.reason === "too-large" && cv?.base64) {
    console.warn("[delivery] CV refusé par le service d’envoi (trop volumineux) : envoi sans le CV");
    cvLeftOut = true;
    await sleep(SEND_SPACING_MS);
    lastSentAt = Date.now();
    result = await send(team.template, withoutCv());
  }
  if (!result.ok) return result;
  if (!confirmation || spamSuspected) return { ok: true, cvLeftOut };

  const wait = SEND_SPACING_MS - (Date.now() - lastSentAt);
  if (wait > 0) await sleep(wait);
  const confirmationStamp: ConfirmationStamp = {
    lead_ref: stamp.lead_ref,
    cv_note: cvLeftOut ? cvNoteForVisitor(stamp.lead_ref) : "",
  };
  const confirmed = await send(confirmation.template, { ...confirmation.params, ...confirmationStamp });
  if (!confirmed.ok)
    console.warn(`[delivery] ${confirmation.template}: confirmation non envoyée, demande bien reçue`);
  return { ok: true, cvLeftOut };
}
