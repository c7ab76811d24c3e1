import { type BuildEnv, isProductionBuild } from "./production";

/**
 * Every variable a build needs to deliver leads through EmailJS (app/forms/shared/delivery.ts reads them;
 * .env.example documents them, and a unit test keeps the three lists equal).
 */
export const EMAILJS_VARIABLES = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_CONTACT",
  "VITE_EMAILJS_TEMPLATE_EXPERT",
  "VITE_EMAILJS_TEMPLATE_EXPERT_CONFIRMATION",
  "VITE_EMAILJS_TEMPLATE_CLIENT",
  "VITE_EMAILJS_TEMPLATE_CLIENT_CONFIRMATION",
  "VITE_EMAILJS_TEMPLATE_ASSESSMENT",
  "VITE_EMAILJS_TEMPLATE_CONSULTATION",
  "VITE_EMAILJS_TEMPLATE_GUIDE",
] as const;

/** How the built forms deliver: to EmailJS when a public key is set, else to the site's own origin (the sink). */
export function deliveryOf(env: BuildEnv): "emailjs" | "sink" {
  return env.VITE_EMAILJS_PUBLIC_KEY?.trim() ? "emailjs" : "sink";
}

/**
 * Why this build would lose leads once deployed, in French, or undefined when it will not. Only a production
 * build is held to it: without EmailJS keys its forms post to its own origin, a 404 on nginx or a static host,
 * unless the Node server's sink is explicitly chosen (EMAIL_DELIVERY=sink).
 */
export function deliveryProblem(env: BuildEnv): string | undefined {
  if (!isProductionBuild(env)) return undefined;
  const chosen = env.EMAIL_DELIVERY?.trim() ?? "";
  if (chosen !== "" && chosen !== "emailjs" && chosen !== "sink") {
    return `EMAIL_DELIVERY doit valoir emailjs ou sink, pas « ${chosen} ».`;
  }
  const missing = EMAILJS_VARIABLES.filter((name) => !env[name]?.trim());
  if (chosen === "sink") {
    return missing.length < EMAILJS_VARIABLES.length
      ? "EMAIL_DELIVERY=sink, mais des clés EmailJS sont renseignées : les formulaires les utiliseraient. Videz-les ou retirez EMAIL_DELIVERY=sink."
      : undefined;
  }
  if (missing.length === 0) return undefined;
  return [
    "Build de production refusé : sans clés EmailJS, chaque demande envoyée par les formulaires serait perdue.",
    `Variables manquantes : ${missing.join(", ")}.`,
    "Renseignez-les (voir .env.example), ou choisissez la boîte d’envoi du serveur Node avec EMAIL_DELIVERY=sink.",
  ].join("\n");
}
