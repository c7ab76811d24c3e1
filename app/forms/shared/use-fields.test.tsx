import { zodResolver } from "@hookform/resolvers/zod";
import { configure, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, test, vi } from "vitest";
import * as z from "zod/mini";
import { TextField } from "./fields";
import { ConsentSchema, EmailSchema, FirstNameSchema, MESSAGES } from "./rules";
import { FIELDS, type FieldName, useFields, VALIDATION_MODE } from "./use-fields";

// Rendering, typing and reading a file in jsdom take seconds on a busy machine: wait for outcomes that long.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const Schema = z.object({ firstName: FirstNameSchema, email: EmailSchema, consent: ConsentSchema });
type Values = z.input<typeof Schema>;
const DEFAULTS: Values = { firstName: "", email: "", consent: false };

function useTestForm() {
  const form = useForm<Values>({
    resolver: zodResolver(Schema),
    defaultValues: DEFAULTS,
    ...VALIDATION_MODE,
  });
  return { form, field: useFields(form) };
}

/** A form bound with the hook; `onValues` receives a reader of its values. */
function TestForm({ onValues }: { onValues?: (read: () => Values) => void }) {
  const { form, field } = useTestForm();
  onValues?.(form.getValues);
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <TextField {...field("firstName")} />
      <TextField {...field("email")} label="E-mail professionnel" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

/** A form the browser validates: no react-hook-form. */
function NativeForm() {
  const field = useFields();
  return <TextField {...field("lastName")} />;
}

describe("the shared field presets", () => {
  test.each<[FieldName, Record<string, unknown>]>([
    ["firstName", { label: "Prénom", required: true, autoComplete: "given-name" }],
    ["lastName", { label: "Nom", required: true, autoComplete: "family-name" }],
    ["fullName", { label: "Nom et prénom", required: true, autoComplete: "name" }],
    ["email", { label: "E-mail", required: true, type: "email", autoComplete: "email", inputMode: "email" }],
    ["phone", { label: "Téléphone", type: "tel", autoComplete: "tel" }],
    ["company", { label: "Entreprise", autoComplete: "organization" }],
    ["position", { label: "Fonction", autoComplete: "organization-title" }],
    ["message", { label: "Message" }],
    ["cv", { label: "CV" }],
    ["consent", { required: true }],
  ])("%s", (name, expected) => {
    expect(FIELDS[name]).toEqual(expected);
  });
});

describe("useFields with a react-hook-form form", () => {
  test.each<[keyof Values, Record<string, unknown>]>([
    ["firstName", { name: "firstName", label: "Prénom", required: true, autoComplete: "given-name" }],
    ["email", { name: "email", label: "E-mail", required: true, type: "email", inputMode: "email" }],
    ["consent", { name: "consent", required: true }],
  ])("binds %s: its preset, a unique id, no error yet and the form's registration", (name, expected) => {
    const { result } = renderHook(() => useTestForm());
    const bound = result.current.field(name);
    expect(bound).toMatchObject({ ...expected, error: undefined });
    expect(bound.id).toMatch(new RegExp(`-${name}$`));
    expect(bound).not.toHaveProperty("nativeRequired");
    expect(typeof (bound as { onChange?: unknown }).onChange).toBe("function");
    expect(typeof (bound as { ref?: unknown }).ref).toBe("function");
  });

  test("two forms on one page get different ids for the same field", () => {
    const first = renderHook(() => useTestForm()).result.current.field("email").id;
    const second = renderHook(() => useTestForm()).result.current.field("email").id;
    expect(first).not.toBe(second);
  });

  test("gives each field its error after a failed submit, then clears it as the visitor types", async () => {
    render(<TestForm />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    const firstName = screen.getByRole("textbox", { name: "Prénom" });
    const email = screen.getByRole("textbox", { name: "E-mail professionnel" });
    await waitFor(() => expect(firstName).toHaveAttribute("aria-invalid", "true"));
    expect(firstName).toHaveAccessibleDescription(MESSAGES.firstName);
    expect(email).toHaveAccessibleDescription(MESSAGES.email);
    expect(email).toHaveAttribute("type", "email");
    expect(firstName).toHaveAttribute("aria-required", "true");
    expect(firstName).not.toHaveAttribute("required");

    await user.type(firstName, "Awa");
    await waitFor(() => expect(firstName).not.toHaveAttribute("aria-invalid"));
    expect(firstName).toHaveAccessibleDescription("");
  });

  test("registers the control: what is typed is the form's value", async () => {
    let read: () => Values = () => DEFAULTS;
    render(<TestForm onValues={(reader) => (read = reader)} />);
    await userEvent.setup({ delay: null }).type(screen.getByRole("textbox", { name: "Prénom" }), "Awa");
    expect(read().firstName).toBe("Awa");
  });

  test("a control that registers itself keeps its own registration", () => {
    const { result } = renderHook(() => {
      const form = useForm<{ cv: File | null }>({ defaultValues: { cv: null } });
      const register = vi.spyOn(form, "register");
      return { field: useFields(form), register };
    });
    const onChange = vi.fn();
    const bound = result.current.field("cv", { name: "cv", onChange });
    expect(bound).toMatchObject({ name: "cv", label: "CV", onChange });
    expect(result.current.register).not.toHaveBeenCalled();
  });
});

describe("useFields without a form (validated by the browser)", () => {
  test.each<[FieldName, boolean | undefined]>([
    ["firstName", true],
    ["lastName", true],
    ["email", true],
    ["message", undefined],
    ["phone", undefined],
  ])("%s gets its name, and the native required attribute: %j", (name, nativeRequired) => {
    const { result } = renderHook(() => useFields());
    const bound = result.current(name);
    expect(bound.name).toBe(name);
    expect(bound.nativeRequired).toBe(nativeRequired);
    expect(bound.error).toBeUndefined();
  });

  test("the control carries the native required attribute and no aria-required", () => {
    render(<NativeForm />);
    const input = screen.getByRole("textbox", { name: "Nom" });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("name", "lastName");
    expect(input).not.toHaveAttribute("aria-required");
  });
});
