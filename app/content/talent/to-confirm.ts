import { talentBackoffice } from "./backoffice";
import { talentClient } from "./client";
import { talentExpert } from "./expert";
import { talentLanding } from "./landing";
import { talentModel } from "./model";

/**
 * What the owner must confirm on the LIF Talent pages before launch, in the launch gate's shape
 * (scripts/checks/launch-gate.ts lists `{ fact, where }`).
 */
export const TALENT_TO_CONFIRM: readonly { fact: string; where: string }[] = [
  ...talentLanding.toConfirm.map((fact) => ({ fact, where: "app/content/talent/landing.ts" })),
  ...talentExpert.toConfirm.map((fact) => ({ fact, where: "app/content/talent/expert.ts" })),
  ...talentClient.toConfirm.map((fact) => ({ fact, where: "app/content/talent/client.ts" })),
  ...talentModel.toConfirm.map((fact) => ({ fact, where: "app/content/talent/model.ts" })),
  ...talentBackoffice.toConfirm.map((fact) => ({ fact, where: "app/content/talent/backoffice.ts" })),
];
