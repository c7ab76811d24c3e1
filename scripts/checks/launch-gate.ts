// The launch gate: lists every fact the owner has still to supply or confirm. `npm run build` prints them as a
// warning; a production build (NODE_ENV=production) stops on them, so a made-up value never goes live.
import { courseToConfirm } from "../../app/content/form/to-confirm";
import { TALENT_TO_CONFIRM } from "../../app/content/talent/to-confirm";
import { BUILD_YEAR } from "../../app/facts/build-date";
import { FORM_TO_CONFIRM } from "../../app/facts/form";
import { groupFiguresToConfirm } from "../../app/facts/group";
import type { Settings } from "../../app/facts/settings-schema";
import { TO_CONFIRM } from "../../app/site.config";
import { cmsFieldName, SETTINGS_FILE } from "../content/cms-config";
import { checkCourseFiles } from "../content/course-files";
import { checkFactFiles, unconfirmedFactFiles } from "../content/fact-files";
import { checkSettingsFile } from "../content/settings-file";
import { testimonialsWithoutConsent } from "../content/testimonial-consent";
import type { BuildEnv } from "../production";

/** Deployment settings read at build time that a live site needs. */
const REQUIRED_ENV: readonly { name: string; what: string }[] = [
  { name: "VITE_GTM_ID", what: "identifiant Google Tag Manager" },
];

/** The settings file as the build reads it; an invalid one is reported by build-checks before the gate runs. */
let read: Settings | undefined;
function settings(): Settings | undefined {
  read ??= checkSettingsFile().settings;
  return read;
}

/** The legal values still empty in the settings file, with their path ("legal.rcs"). */
export function missingLegalValues(value: unknown = settings()?.legal, path = "legal"): string[] {
  if (value === null) return [path];
  if (typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    missingLegalValues(inner, `${path}.${key}`),
  );
}

/** Where an editor fills a settings field: « Réglages du site › … › Immatriculation RCS » (content/settings.json). */
const inCms = (path: string) => `${cmsFieldName(SETTINGS_FILE, path)} (${SETTINGS_FILE})`;

/** The provisional settings the owner has not ticked as confirmed in the CMS ("confirmed.phone"). */
export function unconfirmedSettings(
  confirmed: Record<string, boolean> | undefined = settings()?.confirmed,
): string[] {
  return Object.entries(confirmed ?? {})
    .filter(([, done]) => !done)
    .map(([name]) => `confirmed.${name}`);
}

/** The facts' files whose « Chiffres confirmés par LIF Group » box is not ticked, each named as the CMS does. */
export function unconfirmedFacts(
  files: readonly string[] = unconfirmedFactFiles(checkFactFiles().facts),
): string[] {
  return files.map(
    (file) =>
      `valeurs provisoires, à vérifier puis cocher dans le CMS : ${cmsFieldName(file, "confirmed")} (${file})`,
  );
}

/** Everything the owner must still supply or confirm, one French line each. */
export function pendingFacts(env: BuildEnv): string[] {
  return [
    ...missingLegalValues().map((path) => `valeur légale manquante, à saisir dans le CMS : ${inCms(path)}`),
    ...unconfirmedSettings().map(
      (path) => `valeur provisoire, à vérifier puis cocher dans le CMS : ${inCms(path)}`,
    ),
    ...unconfirmedFacts(),
    ...testimonialsWithoutConsent(),
    ...REQUIRED_ENV.filter(({ name }) => !env[name]).map(({ name, what }) => `${what} : ${name} non défini`),
    ...[
      ...TO_CONFIRM,
      ...groupFiguresToConfirm(BUILD_YEAR),
      ...FORM_TO_CONFIRM,
      ...courseToConfirm(checkCourseFiles().courses ?? []),
      ...TALENT_TO_CONFIRM,
    ].map(({ fact, where }) => `à confirmer : ${fact} (${where})`),
  ];
}

/** The gate's verdict for a build: a warning to print, or the reason a production build must stop. */
export function launchGate(env: BuildEnv, production: boolean): { warning?: string; error?: string } {
  const pending = pendingFacts(env);
  if (pending.length === 0) return {};
  const lines = pending.map((line) => `  - ${line}`).join("\n");
  return production
    ? { error: `Build de production refusé : ${pending.length} fait(s) à fournir ou confirmer.\n${lines}` }
    : { warning: `Avant la mise en ligne, ${pending.length} fait(s) à fournir ou confirmer :\n${lines}` };
}
