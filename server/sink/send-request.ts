/**
 * The body of EmailJS's `POST /api/v1.0/email/send`, as @emailjs/browser 4 sends it, and the
 * English answers EmailJS gives when it is wrong (the client shows its own French messages).
 */
export type SendRequest = {
  user_id: string;
  service_id: string;
  template_id: string;
  lib_version: string | null;
  template_params: Record<string, unknown>;
};

export const SEND_ERRORS = Object.freeze({
  malformed: "The JSON payload is malformed",
  userId: "The user ID is required",
  serviceId: "The service ID is required",
  templateId: "The template ID is required",
  templateParams: "The template params must be an object",
});

export type ParsedSend = { ok: true; request: SendRequest } | { ok: false; message: string };

/** Checks a send body in EmailJS's order: JSON, then the public key, service, template, params. */
export function parseSendRequest(body: Buffer | string): ParsedSend {
  const json = parseJson(body.toString());
  if (!isRecord(json)) return { ok: false, message: SEND_ERRORS.malformed };

  const { user_id, service_id, template_id, lib_version } = json;
  if (!isFilledString(user_id)) return { ok: false, message: SEND_ERRORS.userId };
  if (!isFilledString(service_id)) return { ok: false, message: SEND_ERRORS.serviceId };
  if (!isFilledString(template_id)) return { ok: false, message: SEND_ERRORS.templateId };

  const template_params = json.template_params ?? {};
  if (!isRecord(template_params)) return { ok: false, message: SEND_ERRORS.templateParams };

  return {
    ok: true,
    request: {
      user_id,
      service_id,
      template_id,
      lib_version: typeof lib_version === "string" ? lib_version : null,
      template_params,
    },
  };
}

/** EmailJS's 413 text, with this sink's own limit. */
export function bodyLimitMessage(limitBytes: number): string {
  return `Variables size limit. The maximum allowed variables size is ${Number((limitBytes / 1024).toFixed(2))}Kb`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}
