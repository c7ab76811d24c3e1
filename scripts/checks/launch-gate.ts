// The launch gate: lists every fact the owner has still to supply or confirm. `npm run build` prints them as a
// warning; a production build (NODE_ENV=production) stops on them, so a made-up value never goes live.
import { COURSE_TO_CONFIRM } from "../../app/content/form/to-confirm";
import { TALENT_TO_CONFIRM } from "../../app/content/talent/to-confirm";
import { BUILD_YEAR } from "../../app/facts/build-date";
import { FORM_TO_CONFIRM } from "../../app/facts/form";
import { groupFiguresToConfirm } from "../../app/facts/group";
import { SITE, TO_CONFIRM } from "../../app/site.config";
import type { BuildEnv } from "../production";

/** Deployment settings read at build time that a live site needs. */
const REQUIRED_ENV: readonly { name: string; what: string }[] = [
  { name: "VITE_GTM_ID", what: "identifiant Google Tag Manager" },
];

/** The legal values still null in the site configuration, with their path ("legal.rcs"). */
export function missingLegalValues(value: unknown = SITE.legal, path = "legal"): string[] {
  if (value === null) return [path];
  if (typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    missingLegalValues(inner, `${path}.${key}`),
  );
}

/** Everything the owner must still supply or confirm, one French line each. */
export function pendingFacts(env: BuildEnv): string[] {
  return [
    ...missingLegalValues().map((path) => `valeur légale manquante : SITE.${path} (app/site.config.ts)`),
    ...REQUIRED_ENV.filter(({ name }) => !env[name]).map(({ name, what }) => `${what} : ${name} non défini`),
    ...[
      ...TO_CONFIRM,
      ...groupFiguresToConfirm(BUILD_YEAR),
      ...FORM_TO_CONFIRM,
      ...COURSE_TO_CONFIRM,
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
