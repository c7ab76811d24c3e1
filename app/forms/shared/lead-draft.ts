import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { HONEYPOT_NAME } from "./bot-guard";
import { safeSessionStorage } from "./lead-context";

/**
 * What a visitor typed in a form, kept in sessionStorage (this tab only) so a reload or a failed send loses
 * nothing: text values only, never the CV nor the consent box (consent is given again, knowingly). Emptied
 * once the lead is sent (the form's reset empties it).
 */
export type Draft = Record<string, string>;

const PREFIX = "lif_draft:";

/** One draft per form and page: the contact form of /contact is not the one of /nos-engagements. */
export const draftKey = (form: string, pathname = window.location.pathname) => `${PREFIX}${form}:${pathname}`;

/** The text values of `values`; empty ones dropped. */
function textOnly(values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && value !== "") draft[name] = value;
  }
  return draft;
}

/** Keeps the text values; with none left, forgets the draft. */
export function saveDraft(key: string, values: Record<string, unknown>): void {
  const storage = safeSessionStorage();
  if (!storage) return;
  const draft = textOnly(values);
  try {
    if (Object.keys(draft).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, without a draft.
  }
}

export function loadDraft(key: string): Draft | null {
  const storage = safeSessionStorage();
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    return textOnly(value as Record<string, unknown>);
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    safeSessionStorage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * A react-hook-form form's draft (`name`: the form, as draftKey takes it): restored once on mount (each field
 * the draft names, over the defaults), then kept on every change. The key is read in the effect: the page is
 * prerendered, where there is no window.
 */
export function useFormDraft<Values extends FieldValues>(form: UseFormReturn<Values>, name: string) {
  useEffect(() => {
    const key = draftKey(name);
    const draft = loadDraft(key);
    if (draft) {
      const current = form.getValues();
      for (const [name, value] of Object.entries(draft)) {
        if (name in current && !current[name]) form.setValue(name as never, value as never);
      }
    }
    const subscription = form.watch((values) => saveDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, name]);
}

/** The text fields of a plain form (the assessment's): filled from the draft where still empty. */
export function restoreDomDraft(form: HTMLFormElement, key: string): void {
  const draft = loadDraft(key);
  if (!draft) return;
  for (const [name, value] of Object.entries(draft)) {
    const control = form.elements.namedItem(name);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && !control.value)
      control.value = value;
  }
}

/** A plain form's text fields, by name, to save as its draft. */
export function readDomDraft(form: HTMLFormElement): Draft {
  const values: Draft = {};
  for (const control of Array.from(form.elements)) {
    const isText =
      (control instanceof HTMLInputElement && ["text", "email", "tel"].includes(control.type)) ||
      control instanceof HTMLTextAreaElement;
    if (isText && control.name && control.name !== HONEYPOT_NAME) values[control.name] = control.value;
  }
  return values;
}
