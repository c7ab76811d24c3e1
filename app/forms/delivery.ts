import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";

/**
 * The one way a form sends a lead: @emailjs/browser 4 behind a typed result that never throws.
 * Without a public key (a local run, the tests) the SDK posts to the site's own origin, where the local
 * server's sink answers as EmailJS does and keeps each message in its outbox.
 */
export type TemplateKey =
  | "contact"
  | "expertTeam"
  | "expertConfirmation"
  | "clientTeam"
  | "clientConfirmation"
  | "assessment"
  | "consultation"
  | "guide";

export type DeliveryFailure = "network" | "too-large" | "rate-limited" | "rejected" | "config";
export type DeliveryResult = { ok: true } | { ok: false; reason: DeliveryFailure; status?: number };

/** EmailJS takes one request per second; sends of one submission are spaced by a bit more. */
export const SEND_SPACING_MS = 1100;
/** The pause before the single retry of a send refused with HTTP 429. */
export const RATE_LIMIT_RETRY_MS = 1100;

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

/** The payload as logged: a CV's base64 content is summarised, not dumped into the console. */
function forLog(params: Record<string, string>) {
  const copy: Record<string, string> = { ...params };
  if (copy.cv_file) copy.cv_file = `<base64, ${copy.cv_file.length} caractères>`;
  return copy;
}

/** Spec section 7: the send helper warns when email, firstName or message is missing. */
export function missingKeyFields(params: Record<string, string>): string[] {
  const missing: string[] = [];
  if (!(params.email || params.from_email)) missing.push("email");
  if (!(params.firstName || params.from_name)) missing.push("firstName");
  if (!params.message) missing.push("message");
  return missing;
}

async function sendOnce(config: DeliveryConfig, template: TemplateKey, params: Record<string, string>) {
  try {
    const response = await emailjs.send(config.serviceId, config.templateId(template), params);
    // Spec section 7: success means status 200 or the text "OK".
    if (response.status === 200 || response.text === "OK") return { ok: true } as const;
    return toFailure(response);
  } catch (error) {
    return toFailure(error);
  }
}

/** Sends one template. Never throws: every failure comes back as a typed result. */
export async function deliver(
  template: TemplateKey,
  params: Record<string, string>,
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

export type DeliveryStep = { template: TemplateKey; params: Record<string, string> };

/**
 * Sends a lead, then its courtesy confirmations, one after the other and at least a second apart. The first
 * step is the lead itself: its failure is the submission's failure and nothing else is sent. Once the team
 * has the lead, a failed confirmation is logged, not reported: telling the visitor "failed" would only make
 * them send the same lead twice.
 */
export async function deliverInSequence(steps: DeliveryStep[]): Promise<DeliveryResult> {
  let previousStart: number | null = null;
  for (const [index, step] of steps.entries()) {
    if (previousStart !== null) {
      const wait = SEND_SPACING_MS - (Date.now() - previousStart);
      if (wait > 0) await sleep(wait);
    }
    previousStart = Date.now();
    const result = await deliver(step.template, step.params);
    if (!result.ok && index === 0) return result;
    if (!result.ok) console.warn(`[delivery] ${step.template}: confirmation non envoyée, demande bien reçue`);
  }
  return { ok: true };
}
