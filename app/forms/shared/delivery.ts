import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import {
  type DeliveryStep,
  type LeadDelivery,
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

const send = ({ template, params }: DeliveryStep) => deliver(template, params);

/**
 * Sends a lead to the team, then its courtesy confirmation, at least SEND_SPACING_MS apart. The team's
 * message comes first: its failure is the submission's failure and nothing else is sent. Once the team has
 * the lead, a failed confirmation is logged, not reported: telling the visitor "failed" would only make them
 * send the same lead twice. A lead suspected of spam reaches the team flagged, and no confirmation goes to
 * an address a bot may have typed.
 */
export async function deliverLead(
  { team, confirmation }: LeadDelivery,
  { spamSuspected = false } = {},
): Promise<DeliveryResult> {
  const flagged = spamSuspected
    ? ({ ...team, params: { ...team.params, spam_suspected: SPAM_SUSPECTED } } as DeliveryStep)
    : team;
  const startedAt = Date.now();
  const result = await send(flagged);
  if (!result.ok || !confirmation || spamSuspected) return result;
  const wait = SEND_SPACING_MS - (Date.now() - startedAt);
  if (wait > 0) await sleep(wait);
  const confirmed = await send(confirmation);
  if (!confirmed.ok)
    console.warn(`[delivery] ${confirmation.template}: confirmation non envoyée, demande bien reçue`);
  return { ok: true };
}
