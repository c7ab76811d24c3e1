// The launch gate: lists every fact the owner has still to supply or confirm. `npm run build` prints them as a
// warning; a production build (NODE_ENV=production) stops on them, so a made-up value never goes live.
import { SITE, TO_CONFIRM } from "../../app/site.config";

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
export function pendingFacts(env: NodeJS.ProcessEnv): string[] {
  return [
    ...missingLegalValues().map((path) => `valeur légale manquante : SITE.${path} (app/site.config.ts)`),
    ...REQUIRED_ENV.filter(({ name }) => !env[name]).map(({ name, what }) => `${what} : ${name} non défini`),
    ...TO_CONFIRM.map(({ fact, where }) => `à confirmer : ${fact} (${where})`),
  ];
}

if (process.argv[1]?.endsWith("launch-gate.mjs")) {
  const pending = pendingFacts(process.env);
  const production = process.env.NODE_ENV === "production";
  if (pending.length > 0) {
    const lines = pending.map((line) => `  - ${line}`).join("\n");
    if (production) {
      console.error(
        `✗ Build de production refusé : ${pending.length} fait(s) à fournir ou confirmer.\n${lines}`,
      );
      process.exit(1);
    }
    console.warn(`⚠ Avant la mise en ligne, ${pending.length} fait(s) à fournir ou confirmer :\n${lines}`);
  }
}
