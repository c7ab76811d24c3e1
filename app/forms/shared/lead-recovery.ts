import { SITE } from "~/site.config";
import { HONEYPOT_NAME } from "./bot-guard";

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
  const subject = `Demande ${reference} (envoi du formulaire impossible)`;
  const body = [
    "Bonjour,",
    `Le formulaire de la page ${page} n’a pas pu envoyer ma demande. La voici\u00a0:`,
    lines.join("\n"),
    `Référence\u00a0: ${reference}`,
  ].join("\n\n");
  return `mailto:${SITE.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
