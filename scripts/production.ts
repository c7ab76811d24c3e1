import { loadEnv } from "vite";

/** The build's environment, as a plain record. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/**
 * The production switch: `NODE_ENV=production npm run build`. Every check that only a production build must
 * pass (EmailJS keys, site facts to confirm) reads this one function.
 */
export function isProductionBuild(env: BuildEnv): boolean {
  return env.NODE_ENV === "production";
}

/**
 * The variables the build sees: `.env`, `.env.local`, `.env.production`… read as Vite reads them for
 * `react-router build`, under the process environment (which wins, as in Vite).
 */
export function buildEnv(cwd = process.cwd()): BuildEnv {
  return { ...loadEnv("production", cwd, ""), ...process.env };
}
