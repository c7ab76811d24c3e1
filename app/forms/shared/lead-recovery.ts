import { HONEYPOT_NAME } from "./bot-guard";
import { fill } from "./message-names";
import { MESSAGES_COPY } from "./messages-file";
import { SITE_CONTACT } from "./site-contact";

/**
 * The way out when a send fails: a mailto link to the team, the subject naming the lead's reference, the body
 * holding what the visitor typed, field by field, as the form labels it. Never the CV (a mailto cannot attach
 * one) and never the honeypot.
 */

/** A control's visible label, without the required marker. */
function labelOf(control: HTMLInputElement | HTMLTextAreaElement): string {
  const label = control.labels?.[0]?.textContent ?? control.name;
  return label.replace(/\*\s*$/, "").trim();
}

/** What the visitor typed in `form`, as "Label : value" lines, in the form's order. */
export function typedLines(form: HTMLFormElement): string[] {
  const lines: string[] = [];
  for (const control of Array.from(form.elements)) {
    const isText =
      (control instanceof HTMLInputElement && ["text", "email", "tel"].includes(control.type)) ||
      control instanceof HTMLTextAreaElement;
    if (!isText || control.name === HONEYPOT_NAME || control.value.trim() === "") continue;
    lines.push(`${labelOf(control)}\u00a0: ${control.value.trim()}`);
  }
  return lines;
}

/** The mailto URL of the « Nous écrire » link. */
export function recoveryMailto(reference: string, lines: readonly string[], page: string): string {
  // Its words: content/formulaires/messages.json, « Message préparé quand l’envoi échoue ».
  const { recovery } = MESSAGES_COPY;
  const subject = fill(recovery.subject, { reference });
  const body = [
    recovery.greeting,
    fill(recovery.intro, { page }),
    lines.join("\n"),
    fill(recovery.reference, { reference }),
  ].join("\n\n");
  return `mailto:${SITE_CONTACT.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
