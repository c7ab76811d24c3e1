import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, test, vi } from "vitest";
import { CheckboxField, TextareaField, TextField } from "./fields";
import { keepingTyped, valueBeforeHydration } from "./typed-before-hydration";
import { useFields } from "./use-fields";

/** A control as the prerender writes it, in a document. */
function prerendered(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container.firstElementChild as HTMLInputElement | HTMLTextAreaElement;
}

describe("valueBeforeHydration", () => {
  test("finds what a visitor typed, ticked or untouched in a prerendered control", () => {
    const input = prerendered('<input type="text" name="firstName">');
    expect(valueBeforeHydration(input)).toBeUndefined();
    input.value = "Awa";
    expect(valueBeforeHydration(input)).toBe("Awa");

    const textarea = prerendered('<textarea name="message"></textarea>');
    textarea.value = "Bonjour";
    expect(valueBeforeHydration(textarea)).toBe("Bonjour");

    const box = prerendered('<input type="checkbox" name="consent">') as HTMLInputElement;
    expect(valueBeforeHydration(box)).toBeUndefined();
    box.checked = true;
    expect(valueBeforeHydration(box)).toBe(true);
    // A box the markup ticks and the visitor unticked.
    const ticked = prerendered('<input type="checkbox" name="consent" checked>') as HTMLInputElement;
    ticked.checked = false;
    expect(valueBeforeHydration(ticked)).toBe(false);

    // Set by script (react-hook-form writing a value, a reset): not the visitor's, as long as it is the markup's.
    const emptied = prerendered('<input type="text" name="email" value="">');
    expect(valueBeforeHydration(emptied)).toBeUndefined();
  });
});

/**
 * A stand-in for react-hook-form: a store of values, written into its registered controls as react-hook-form
 * does, and a registration that writes the default in (what react-hook-form does at registration, unless it
 * keeps an edited control).
 */
function fakeForm(defaults: Record<string, string | boolean>) {
  const values = { ...defaults };
  const controls = new Map<string, HTMLInputElement>();
  const show = (name: string) => {
    const control = controls.get(name);
    if (control?.type === "checkbox") control.checked = Boolean(values[name]);
    else if (control) control.value = String(values[name]);
  };
  const form = {
    getValues: vi.fn((name: string) => values[name]),
    setValue: vi.fn((name: string, value: string | boolean) => {
      values[name] = value;
      show(name);
    }),
  };
  const register = (name: string) => ({
    name,
    onChange: async () => {},
    onBlur: async () => {},
    ref: (control: HTMLInputElement | null) => {
      if (!control) return;
      controls.set(name, control);
      show(name);
    },
  });
  return { form, register, values };
}

describe("keepingTyped", () => {
  test("gives the form what a control held before it registered, even when registering wrote the default", () => {
    const { form, register, values } = fakeForm({ firstName: "", consent: false });
    const input = prerendered('<input type="text" name="firstName">') as HTMLInputElement;
    const box = prerendered('<input type="checkbox" name="consent">') as HTMLInputElement;
    input.value = "Awa";
    box.checked = true;

    // biome-ignore lint/suspicious/noExplicitAny: the stand-in has react-hook-form's shape, not its types
    const fake = form as any;
    keepingTyped(fake, "firstName", register("firstName") as never).ref(input);
    keepingTyped(fake, "consent", register("consent") as never).ref(box);

    expect(values).toEqual({ firstName: "Awa", consent: true });
    expect(input.value).toBe("Awa");
    expect(box.checked).toBe(true);
  });

  test("leaves a control React rendered in the browser, and a control already registered, to the form", () => {
    const { form, register, values } = fakeForm({ message: "Depuis le brouillon" });
    // A control made in the browser (after « send another »): its value is its markup's, nothing typed.
    const fresh = document.createElement("textarea");
    // biome-ignore lint/suspicious/noExplicitAny: the stand-in has react-hook-form's shape, not its types
    const registration = keepingTyped(form as any, "message", register("message") as never);
    registration.ref(fresh);
    expect(values.message).toBe("Depuis le brouillon");
    expect(form.setValue).not.toHaveBeenCalled();

    // The ref is called again on each render, the visitor having typed since: the form follows by its own
    // onChange, the registration does not read the control again.
    fresh.value = "Tapé après l’hydratation";
    registration.ref(null);
    registration.ref(fresh);
    expect(form.setValue).not.toHaveBeenCalled();
  });
});

type Values = { firstName: string; message: string; consent: boolean };
const DEFAULTS: Values = { firstName: "", message: "", consent: false };
/** The hydrated form's values, as react-hook-form holds them. */
let read: (() => Values) | undefined;

/** A form bound the way the site's forms are (useFields), with react-hook-form itself. */
function Form() {
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  const field = useFields<Values>(form);
  read = () => form.getValues();
  return (
    <form>
      <TextField {...field("firstName")} />
      <TextareaField {...field("message")} />
      <CheckboxField {...field("consent")} label="J’accepte" />
    </form>
  );
}

describe("a form hydrated after the visitor typed", () => {
  test("keeps every value, in the fields and in the form's values", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const [firstName, message] = [...container.querySelectorAll<HTMLInputElement>("input, textarea")];
    const consent = container.querySelector<HTMLInputElement>("input[type=checkbox]");
    if (!firstName || !message || !consent) throw new Error("champs absents");
    firstName.value = "Awa";
    message.value = "Une équipe de trois développeurs";
    consent.checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });

    expect(firstName.value).toBe("Awa");
    expect(message.value).toBe("Une équipe de trois développeurs");
    expect(consent.checked).toBe(true);
    expect(read?.()).toEqual({
      firstName: "Awa",
      message: "Une équipe de trois développeurs",
      consent: true,
    });
  });
});
