import {
  type ComponentProps,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { HONEYPOT_NAME } from "./bot-guard";
import { formatBytes } from "./cv-file";
import { fill } from "./message-names";
import { REQUIRED_NOTE } from "./messages";
import { MESSAGES_COPY } from "./messages-file";

const { filePicker, consent } = MESSAGES_COPY;
const { removeWhat, ...picker } = filePicker;

/**
 * Field components own their accessibility: a visible label tied by `htmlFor`, `aria-invalid`,
 * `aria-describedby` pointing at the hint and the error, and an error slot whose space is reserved
 * (no layout shift) and which is a polite live region (the error is read when it appears).
 * `ref` is a plain prop in React 19, so a registration (`{...field("email")}`, use-fields.ts) spreads straight in.
 */
type FieldChrome = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shows the "*" marker and sets aria-required (validation itself is the form's schema). */
  required?: boolean;
  /** Also sets the native `required` attribute, for forms the browser validates (the assessment form). */
  nativeRequired?: boolean;
  className?: string;
};

// Text size and colour apart, so the file input can take its own without two competing classes.
const TEXT = "text-base text-ink-900";
// Focus shows as every control's: the base 3 px outline (app.css), which forced-colours mode keeps too.
const CONTROL =
  "block w-full rounded-lg border border-ink-900/20 bg-white px-3.5 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-900/35 focus:border-accent-600 aria-invalid:border-red-700";

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-aide`, errorId: `${base}-erreur` };
}

function describedBy(hintId: string, errorId: string, hint: ReactNode, error: string | undefined) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-accent-700">
      *
    </span>
  );
}

function FieldLabel({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink-900">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-ink-600">
      {children}
    </p>
  );
}

/** Reserved height for one line of error text; the live region is always in the DOM. */
function ErrorSlot({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 min-h-5 text-sm leading-5 font-medium text-red-700">
      {error}
    </p>
  );
}

/** Says once per form what the "*" means. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-ink-600", className)}>
      <span aria-hidden="true" className="text-accent-700">
        *{" "}
      </span>
      {REQUIRED_NOTE}
    </p>
  );
}

/** The ids of a field and the accessibility attributes its control carries. */
function useControl(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const ids = useFieldIds(id);
  const control = {
    id: ids.id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids.hintId, ids.errorId, hint, error),
  } as const;
  return { ids, control };
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** What follows every control: its hint, then the reserved, announced error slot. */
function FieldFooter({ ids, hint, error }: { ids: FieldIds; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      <ErrorSlot id={ids.errorId} error={error} />
    </>
  );
}

/** A field whose label sits above its control (text, textarea, file). */
function LabelledField({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: Omit<FieldChrome, "nativeRequired"> & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldFooter ids={ids} hint={hint} error={error} />
    </div>
  );
}

type TextFieldProps = FieldChrome & Omit<ComponentProps<"input">, "className" | "required">;

export function TextField(props: TextFieldProps) {
  const { label, hint, error, required, nativeRequired, className, id, ref, ...input } = props;
  const { ids, control } = useControl(id, hint, error);
  return (
    <LabelledField {...{ ids, label, hint, error, required, className }}>
      <input
        ref={ref}
        {...control}
        type="text"
        required={nativeRequired}
        aria-required={(required && !nativeRequired) || undefined}
        className={cn(CONTROL, TEXT, "h-11")}
        {...input}
      />
    </LabelledField>
  );
}

type TextareaFieldProps = FieldChrome & Omit<ComponentProps<"textarea">, "className" | "required">;

export function TextareaField(props: TextareaFieldProps) {
  const { label, hint, error, required, nativeRequired, className, id, ref, rows = 5, ...textarea } = props;
  const { ids, control } = useControl(id, hint, error);
  return (
    <LabelledField {...{ ids, label, hint, error, required, className }}>
      <textarea
        ref={ref}
        {...control}
        rows={rows}
        required={nativeRequired}
        aria-required={(required && !nativeRequired) || undefined}
        // Kerning and ligatures off: Chromium otherwise shapes one long unbroken paste (100 000 characters)
        // for tens of seconds, freezing the page; prose in a textarea loses nothing visible.
        className={cn(
          CONTROL,
          TEXT,
          "min-h-28 resize-y py-2.5 leading-relaxed [font-kerning:none] [font-variant-ligatures:none]",
        )}
        {...textarea}
      />
    </LabelledField>
  );
}

type CheckboxFieldProps = FieldChrome & Omit<ComponentProps<"input">, "className" | "required" | "type">;

/** A native checkbox (it registers like any input); its label may hold a link. */
export function CheckboxField({
  label,
  hint,
  error,
  required,
  nativeRequired: _native,
  className,
  id,
  ref,
  ...input
}: CheckboxFieldProps) {
  const { ids, control } = useControl(id, hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          {...control}
          type="checkbox"
          aria-required={required || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-ink-900/30 accent-accent-600 aria-invalid:outline-2 aria-invalid:outline-red-700"
          {...input}
        />
        <label
          htmlFor={ids.id}
          className="text-sm leading-6 text-ink-700 [&_a]:font-medium [&_a]:text-ink-900 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-accent-700"
        >
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldFooter ids={ids} hint={hint} error={error} />
    </div>
  );
}

/**
 * What the picker says, in French whatever the browser's language (its own button would not): the file's words
 * (content/formulaires/messages.json); `removeWhat`, read by screen readers after « Retirer », names the file.
 */
export const FILE_PICKER = picker;

type FileFieldProps = FieldChrome &
  Omit<ComponentProps<"input">, "className" | "required" | "type" | "ref"> & {
    ref?: RefObject<HTMLInputElement | null>;
    /** The file the form keeps (the input alone forgets it when emptied), and how to let it go. */
    file?: File | null;
    onRemove?: () => void;
    /** Said under a chosen file (e.g. a CV too large to attach). */
    note?: string | undefined;
  };

/**
 * A real `<input type="file">` (keyboard, screen readers, the system's picker), laid transparent over a
 * French button: the browser's own « Choose File / No file chosen » never shows. Beside it, the chosen file's
 * name and size, a way to remove it, and a zone a file can be dropped on (desktop).
 */
export function FileField(props: FileFieldProps) {
  const {
    label,
    hint,
    error,
    required,
    nativeRequired: _native,
    className,
    id,
    ref,
    file,
    onRemove,
    note,
    ...input
  } = props;
  const { ids, control } = useControl(id, hint, error);
  const statusId = `${ids.id}-fichier`;
  const noteId = `${ids.id}-note`;
  const own = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);

  const zone = useRef<HTMLDivElement>(null);
  // The drop zone is a mouse gesture beside the input, the control itself: listeners, not JSX handlers, as
  // the zone is no control of its own.
  useEffect(() => {
    const element = zone.current;
    if (!element) return;
    const over = (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    };
    const leave = () => setDragging(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const target = own.current;
      const files = event.dataTransfer?.files;
      if (!target || !files || files.length === 0) return;
      target.files = files;
      // The same path as a file chosen in the picker: React's onChange, then the form's checks.
      target.dispatchEvent(new Event("change", { bubbles: true }));
    };
    element.addEventListener("dragover", over);
    element.addEventListener("dragleave", leave);
    element.addEventListener("drop", drop);
    return () => {
      element.removeEventListener("dragover", over);
      element.removeEventListener("dragleave", leave);
      element.removeEventListener("drop", drop);
    };
  }, []);

  return (
    <LabelledField {...{ ids, label, hint, error, required, className }}>
      <div
        ref={zone}
        data-dragging={dragging || undefined}
        className={cn(
          "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed border-ink-900/30 bg-white px-3 py-2",
          "data-dragging:border-accent-600 data-dragging:bg-accent-50",
          error && "border-red-700",
        )}
      >
        <span className="relative inline-flex min-h-10 shrink-0 items-center rounded-full bg-ink-50 px-4 text-sm font-semibold text-ink-900 hover:bg-ink-100 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600">
          <input
            ref={(node) => {
              own.current = node;
              if (ref) ref.current = node;
            }}
            {...control}
            aria-describedby={[statusId, note ? noteId : null, control["aria-describedby"]]
              .filter(Boolean)
              .join(" ")}
            type="file"
            // Native `required` (the forms are noValidate, so it only informs): file inputs take no aria-required.
            required={required}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            {...input}
          />
          <span aria-hidden="true">{file ? FILE_PICKER.change : FILE_PICKER.choose}</span>
        </span>
        <span id={statusId} className="min-w-0 text-sm text-ink-700 [overflow-wrap:anywhere]">
          {file ? `${file.name} (${formatBytes(file.size)})` : FILE_PICKER.none}
        </span>
        {file && onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className="min-h-10 text-sm font-semibold text-ink-900 underline underline-offset-2 hover:text-accent-700"
          >
            {FILE_PICKER.remove}{" "}
            <span className="sr-only">{fill(removeWhat, { "nom-fichier": file.name })}</span>
          </button>
        ) : (
          <span aria-hidden="true" className="hidden text-sm text-ink-500 sm:inline">
            {FILE_PICKER.drop}
          </span>
        )}
      </div>
      {note && (
        <p id={noteId} className="mt-1.5 text-sm font-medium text-ink-800">
          {note}
        </p>
      )}
    </LabelledField>
  );
}

/**
 * The honeypot: a field people never see nor hear (off-screen, hidden from assistive technology,
 * out of the tab order, no autofill) that naive bots fill in. `ref` comes from useBotGuard.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Ne remplissez pas ce champ</label>
      <input
        ref={ref}
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The privacy policy link in running text (the consent checkbox's label styles its own). */
export function PrivacyPolicyLink() {
  return (
    <Link to="/politique-confidentialite" className="font-medium text-ink-900 underline underline-offset-2">
      {consent.link}
    </Link>
  );
}

type ConsentFieldProps = Omit<CheckboxFieldProps, "label"> & {
  /** What the visitor agrees to, up to the comma: "J’accepte que … pour répondre à ma demande". */
  label: ReactNode;
};

/** The required consent checkbox, full width, its label ending on the privacy policy link. */
export function ConsentField({ label, ...checkbox }: ConsentFieldProps) {
  return (
    <CheckboxField
      className="sm:col-span-2"
      required
      label={
        <>
          {label}
          {`, ${consent.before} `}
          <Link to="/politique-confidentialite">{consent.link}</Link>.
        </>
      }
      {...checkbox}
    />
  );
}
