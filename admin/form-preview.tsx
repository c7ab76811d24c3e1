// The CMS's preview of the forms' files (« Formulaires », docs/decisions/030 « Previews of the forms »): each form
// file drawn as the form itself, the site's own component built from the draft (admin/form-modules.mjs loads the
// forms' modules again with the draft in place of the file), then its notices as a visitor sees them: the toasts,
// the confirmation that takes the form's place. « Messages des formulaires » is drawn as those words appear: a form
// sent empty with its errors, every form's toasts and confirmation, the failure under the button.
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { LineRegion } from "~/components/layout/line-region";
import { Section } from "~/components/sections/section";
import { contact } from "~/content/contact";
import { assessment } from "~/content/shore/assessment";
import { landing } from "~/content/shore/landing";
import { talentClient } from "~/content/talent/client";
import { talentExpert } from "~/content/talent/expert";
import type * as FormModules from "./form-modules-entry";
import type { PAGES } from "./page-modules-entry";
import { fileName, type PreviewProps, WhileIncomplete } from "./previews";

/**
 * The forms' and the pages' modules loaded with the drafts given, each by its file's path under content/, without
 * « .json » (« formulaires/contact », « pages/groupe/accueil »): admin/page-modules-entry.tsx.
 */
export type MakeFormModules = (
  drafts: Readonly<Record<string, unknown>>,
) => typeof FormModules & { PAGES: typeof PAGES };
type Notice = { title: string; description: string };

export const draftOf = (entry: PreviewProps["entry"]) =>
  (entry.getIn(["data"]) as { toJS(): unknown } | undefined)?.toJS();

/**
 * The preview draws forms and confirmations that take the focus when they appear (a field in error, the
 * confirmation read out): in the pane they would take it from the field the editor is typing in, at each key. The
 * pane's document gets a `focus` that does nothing; a click or Tab in the pane still moves the focus there.
 */
export function KeepTheEditorsFocus({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const view = root.current?.ownerDocument.defaultView as (Window & typeof globalThis) | null;
    if (!view) return;
    const { focus } = view.HTMLElement.prototype;
    view.HTMLElement.prototype.focus = () => {};
    return () => {
      view.HTMLElement.prototype.focus = focus;
    };
  }, []);
  return <div ref={root}>{children}</div>;
}

/** A toast as the site's toaster draws it (sonner, rich colours, the site's darker texts: app/lib/toast.tsx). */
const TOAST_TONES = {
  success: {
    background: "hsl(143, 85%, 96%)",
    borderColor: "hsl(145, 92%, 87%)",
    color: "hsl(140, 100%, 20%)",
  },
  error: {
    background: "hsl(359, 100%, 97%)",
    borderColor: "hsl(359, 100%, 94%)",
    color: "hsl(358, 85%, 35%)",
  },
} as const;

export function Toast({ tone, notice }: { tone: keyof typeof TOAST_TONES; notice: Notice }) {
  return (
    <div
      role="status"
      data-preview-toast={tone}
      style={{
        ...TOAST_TONES[tone],
        width: 356,
        maxWidth: "100%",
        borderWidth: 1,
        borderStyle: "solid",
        borderRadius: 8,
        padding: 16,
        fontSize: 13,
        boxShadow: "0 4px 12px rgb(0 0 0 / 0.1)",
      }}
    >
      <p style={{ fontWeight: 500, lineHeight: 1.5 }}>{notice.title}</p>
      <p style={{ lineHeight: 1.4 }}>{notice.description}</p>
    </div>
  );
}

/** A caption of the preview, in the CMS's words: what the blocks below are. */
function Caption({ children }: { children: ReactNode }) {
  return <h2 className="mt-10 mb-4 text-sm font-semibold text-ink-600">{children}</h2>;
}

/** A form's toasts, success then failure (the guide has no success toast: its confirmation says it all). */
function Toasts({ toasts }: { toasts: { success?: Notice; failure: Notice } }) {
  return (
    <div className="flex flex-wrap gap-4">
      {toasts.success && <Toast tone="success" notice={toasts.success} />}
      <Toast tone="error" notice={toasts.failure} />
    </div>
  );
}

/** An example reference, as a lead's looks (app/forms/shared/lead-reference.ts). */
const REFERENCE = "LIF-2611-7K3Q";
const SENT = { kind: "sent", reference: REFERENCE, cvLeftOut: false, email: "nom@exemple.fr" } as const;

/** Each form file: the form as its page draws it, its toasts and its confirmation (all from the forms' modules). */
type FormCase = {
  /** The file's name in content/formulaires/. */
  file: string;
  family: Parameters<typeof LineRegion>[0]["family"];
  draw: (modules: typeof FormModules) => {
    form: ReactNode;
    toasts: { success?: Notice; failure: Notice };
    sent: ReactNode;
    /** What else the file holds that a person receives (the expert's confirmation e-mail). */
    more?: ReactNode;
  };
};

const confirmation = (
  modules: typeof FormModules,
  copy: { title: string; what: string; next: string; another: string },
  children?: ReactNode,
) => (
  <modules.LeadConfirmation outcome={SENT} copy={copy} onAnother={() => {}}>
    {children}
  </modules.LeadConfirmation>
);

/** The guide's download and its question, inside its confirmation (as app/forms/guide/guide-form.tsx draws them). */
function GuideNext({ copy }: { copy: (typeof FormModules)["GUIDE_COPY"] }) {
  return (
    <>
      <p className="mt-4">
        <a
          href={landing.guide.guideFile}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink-900 px-4 py-2 font-semibold text-white hover:bg-ink-800"
        >
          {copy.download}
        </a>
      </p>
      <p className="mt-3 text-ink-700">
        {copy.question}{" "}
        <a href="/contact" className="font-semibold text-ink-900 underline underline-offset-2">
          {copy.contactLink}
        </a>
        .
      </p>
    </>
  );
}

/** The e-mail an expert receives once the application is sent (its words are the file's; the name an example). */
function ConfirmationEmail({
  email,
}: {
  email: (typeof FormModules)["EXPERT_APPLICATION_COPY"]["confirmationEmail"];
}) {
  return (
    <div className="max-w-3xl rounded-xl border border-ink-900/10 bg-ink-50 p-6 text-ink-800">
      <p className="text-sm text-ink-600">
        Objet&nbsp;: <span className="font-semibold text-ink-900">{email.subject}</span>
      </p>
      <p className="mt-4">{email.greeting} Awa,</p>
      <p className="mt-3">{email.body}</p>
      <p className="mt-3">{email.signature}</p>
    </div>
  );
}

/** By the file's CMS name (admin/config.yml, « Formulaires »). */
export const FORM_CASES: Readonly<Record<string, FormCase>> = {
  "formulaire-contact": {
    file: "contact",
    family: "group",
    draw: (m) => ({
      form: <m.ContactForm {...contact.form} showCompany />,
      toasts: m.TOASTS.contact,
      sent: confirmation(m, m.SENT_COPY.contact),
    }),
  },
  "formulaire-consultation": {
    file: "consultation",
    family: "shore",
    draw: (m) => ({
      form: <m.ConsultationForm {...landing.consultation.form} />,
      toasts: m.TOASTS.consultation,
      sent: confirmation(m, m.SENT_COPY.consultation),
    }),
  },
  "formulaire-guide": {
    file: "guide",
    family: "shore",
    draw: (m) => ({
      form: <m.GuideForm guideTitle={landing.guide.guideTitle} guideFile={landing.guide.guideFile} />,
      toasts: m.TOASTS.guide,
      sent: confirmation(
        m,
        m.guideSent(landing.guide.guideTitle, SENT.email),
        <GuideNext copy={m.GUIDE_COPY} />,
      ),
    }),
  },
  "formulaire-evaluation": {
    file: "evaluation",
    family: "shore",
    draw: (m) => ({
      form: <m.AssessmentForm panel={assessment.successPanel} />,
      toasts: m.TOASTS.assessment,
      sent: confirmation(m, m.assessmentSent(assessment.successPanel.text)),
    }),
  },
  "formulaire-candidature-expert": {
    file: "candidature-expert",
    family: "talent",
    draw: (m) => ({
      form: <m.ExpertApplicationForm />,
      toasts: m.TOASTS.expert,
      sent: confirmation(m, m.SENT_COPY.expert),
      more: <ConfirmationEmail email={m.EXPERT_APPLICATION_COPY.confirmationEmail} />,
    }),
  },
  "formulaire-demande-entreprise": {
    file: "demande-entreprise",
    family: "talent",
    draw: (m) => ({
      form: <m.ClientRequestForm />,
      toasts: m.TOASTS.client,
      sent: confirmation(m, m.SENT_COPY.client),
    }),
  },
};

/**
 * The section title a form sits under on its page (the page's copy, not the form file's); the contact and
 * consultation forms carry their own heading, the guide's is the guide's block.
 */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  "formulaire-evaluation": String(assessment.request.title),
  "formulaire-candidature-expert": talentExpert.form.title,
  "formulaire-demande-entreprise": talentClient.form.title,
};

/** The page's section around a form: its title when the page gives one, the site's section spacing. */
function AroundTheForm({ title, children }: { title?: string; children: ReactNode }) {
  if (title) return <Section title={title}>{children}</Section>;
  return (
    <div className="mx-auto max-w-7xl px-(--spacing-gutter)" style={{ paddingBlock: 48 }}>
      {children}
    </div>
  );
}

/**
 * The function that loads the forms' modules: main.ts gives the CMS bundle's (admin/form-modules.mjs), the unit
 * tests one made from the same script.
 */
let makeFormModules: MakeFormModules = () => {
  throw new Error("modules des formulaires non chargés (admin/main.ts)");
};
export const drawFormsWith = (make: MakeFormModules) => {
  makeFormModules = make;
};

/** The forms' and pages' modules for this draft, loaded again only when the draft changed. */
export function useFormModules(drafts: Record<string, unknown>) {
  const make = makeFormModules;
  const key = JSON.stringify(drafts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drafts' text is the key, not the object Decap rebuilds
  return useMemo(() => {
    try {
      return { modules: make(drafts) };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [make, key]);
}

/**
 * What stops the forms being drawn: an unknown `{name}` in the draft, which the build would refuse too. Said in
 * the pane rather than thrown: the rest of the CMS goes on.
 */
export function DraftError({ error }: { error: Error }) {
  return (
    <p role="alert" className="rounded-xl border border-red-700/30 bg-red-50 p-4 text-ink-800">
      L’aperçu ne peut pas être dessiné : {error.message}
    </p>
  );
}

/**
 * Sends a form empty once drawn (again when the draft gives a new form), so its fields show their error messages
 * as a visitor sees them.
 */
function SentEmpty({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft draws a new form, to be sent empty again
  useEffect(() => {
    root.current?.querySelector("form")?.requestSubmit();
  }, [children]);
  return <div ref={root}>{children}</div>;
}

/** A form file's preview: the form, its toasts, its confirmation. */
export function FormPreview({ entry }: PreviewProps) {
  const name = fileName(entry);
  const target = FORM_CASES[name];
  const loaded = useFormModules(target ? { [`formulaires/${target.file}`]: draftOf(entry) } : {});
  if (!target) return <DraftError error={new Error(`aperçu inconnu : ${name}`)} />;
  if (!loaded.modules) return <DraftError error={loaded.error} />;
  const { form, toasts, sent, more } = target.draw(loaded.modules);
  return (
    <div className="bg-white text-ink-900 antialiased">
      <LineRegion family={target.family}>
        <KeepTheEditorsFocus>
          <WhileIncomplete missing="chaque champ du formulaire aura son texte">
            <AroundTheForm title={PAGE_TITLES[name]}>
              <div className="max-w-3xl">{form}</div>
              <Caption>Annonces après un envoi (en bas à droite de l’écran)</Caption>
              <Toasts toasts={toasts} />
              <Caption>À la place du formulaire, une fois envoyé</Caption>
              <div className="max-w-3xl">{sent}</div>
              {more && (
                <>
                  <Caption>L’e-mail de confirmation reçu par le candidat</Caption>
                  {more}
                </>
              )}
            </AroundTheForm>
          </WhileIncomplete>
        </KeepTheEditorsFocus>
      </LineRegion>
    </div>
  );
}

/** « Messages des formulaires »: a form sent empty, every toast, the failure, every confirmation. */
export function MessagesPreview({ entry }: PreviewProps) {
  const loaded = useFormModules({ "formulaires/messages": draftOf(entry) });
  if (!loaded.modules) return <DraftError error={loaded.error} />;
  const m = loaded.modules;
  return (
    <div className="bg-white text-ink-900 antialiased">
      <LineRegion family="group">
        <KeepTheEditorsFocus>
          <WhileIncomplete missing="chaque message aura son texte">
            <Section title={contact.form.title}>
              <Caption>Le formulaire de contact envoyé vide : ses messages d’erreur</Caption>
              <div className="max-w-3xl">
                <SentEmpty>
                  <m.ContactForm formType="contact" showCompany showCv />
                </SentEmpty>
              </div>
              <Caption>Annonces (en bas à droite de l’écran)</Caption>
              <div className="flex flex-wrap gap-4">
                <Toast tone="error" notice={m.FORM_INCOMPLETE} />
                <Toast tone="error" notice={m.OFFLINE} />
                {Object.entries(m.TOASTS).flatMap(([form, toasts]) => [
                  "success" in toasts && toasts.success ? (
                    <Toast key={`${form}-success`} tone="success" notice={toasts.success} />
                  ) : null,
                  <Toast key={`${form}-failure`} tone="error" notice={toasts.failure} />,
                ])}
              </div>
              <Caption>Sous le bouton, après un envoi échoué</Caption>
              <form className="max-w-3xl">
                <m.LeadFailureNotice outcome={{ kind: "failed", reference: REFERENCE, attempt: 1 }} />
              </form>
              <Caption>À la place de chaque formulaire, une fois envoyé</Caption>
              <div className="grid max-w-3xl gap-6">
                {confirmation(m, m.SENT_COPY.contact)}
                {confirmation(m, m.SENT_COPY.consultation)}
                {confirmation(m, m.guideSent(landing.guide.guideTitle, SENT.email))}
                {confirmation(m, m.assessmentSent(assessment.successPanel.text))}
                {confirmation(m, m.SENT_COPY.expert)}
                {confirmation(m, m.SENT_COPY.client)}
              </div>
              <Caption>Sans JavaScript, à la place du bouton d’envoi</Caption>
              <p className="max-w-3xl rounded-lg border border-ink-900/15 bg-ink-50 p-4 text-sm text-ink-800">
                {m.NO_SCRIPT.before}
                {contact.details.email.text}
                {m.NO_SCRIPT.between}
                {contact.details.phone.text}
                {m.NO_SCRIPT.after}
              </p>
            </Section>
          </WhileIncomplete>
        </KeepTheEditorsFocus>
      </LineRegion>
    </div>
  );
}
