// @vitest-environment node
import { readFileSync } from "node:fs";
import { deliveryOf, deliveryProblem, EMAILJS_VARIABLES } from "./email-delivery";
import { isProductionBuild } from "./production";

const ALL_KEYS = Object.fromEntries(EMAILJS_VARIABLES.map((name) => [name, `valeur-${name}`]));

test("the production switch is NODE_ENV=production", () => {
  expect(isProductionBuild({ NODE_ENV: "production" })).toBe(true);
  expect(isProductionBuild({})).toBe(false);
  expect(isProductionBuild({ NODE_ENV: "development" })).toBe(false);
});

test("the EmailJS variables are the ones .env.example documents", () => {
  const documented = [...readFileSync(".env.example", "utf8").matchAll(/^#?\s*(VITE_EMAILJS_\w+)=/gm)].map(
    ([, name]) => name,
  );
  // Besides the keys a build needs, one optional setting: the plan's attachment size (README, « Limites d’EmailJS »).
  expect([...documented].sort()).toEqual([...EMAILJS_VARIABLES, "VITE_EMAILJS_ATTACHMENT_KB"].sort());
});

test("a build delivers to EmailJS when it has a public key, else to its own origin", () => {
  expect(deliveryOf(ALL_KEYS)).toBe("emailjs");
  expect(deliveryOf({ VITE_EMAILJS_PUBLIC_KEY: " " })).toBe("sink");
});

test("a production build without EmailJS keys fails, naming every missing variable in French", () => {
  const problem = deliveryProblem({ NODE_ENV: "production", VITE_EMAILJS_PUBLIC_KEY: "cle" });
  expect(problem).toMatch(/^Build de production refusé/);
  for (const name of EMAILJS_VARIABLES.slice(1)) expect(problem).toContain(name);
  expect(problem).not.toContain("VITE_EMAILJS_PUBLIC_KEY,");
  expect(problem).toContain("EMAIL_DELIVERY=sink");
});

test.each([
  ["a development build without keys", {}],
  ["a production build with every key", { NODE_ENV: "production", ...ALL_KEYS }],
  ["a production build that chooses the sink", { NODE_ENV: "production", EMAIL_DELIVERY: "sink" }],
])("%s passes", (_case, env) => {
  expect(deliveryProblem(env)).toBeUndefined();
});

test("choosing the sink while keys are set, or an unknown delivery, is refused", () => {
  expect(deliveryProblem({ NODE_ENV: "production", EMAIL_DELIVERY: "sink", ...ALL_KEYS })).toMatch(
    /EMAIL_DELIVERY=sink/,
  );
  expect(deliveryProblem({ NODE_ENV: "production", EMAIL_DELIVERY: "smtp" })).toMatch(
    /EMAIL_DELIVERY doit valoir/,
  );
});
