// Run by scripts/build.mjs before anything is built: a production build that would lose leads, or that would
// show a fact the owner has not supplied or confirmed, stops here; any other build lists those facts, and warns
// when a dated regulatory amount (the CPF participation…) took effect over a year ago or security.txt lapses within
// a month (a lapsed one stops a production build). The content files the CMS
// edits are parsed first (settings, facts, courses, copy files: testimonials, FAQs, partners, navigation, legal
// pages, whose dates must follow their texts' history): an invalid one stops the build with the field and the fix.
import { launchGate } from "./checks/launch-gate";
import { checkCopyFiles } from "./content/copy-files";
import { checkCourseFiles } from "./content/course-files";
import { checkFactFiles } from "./content/fact-files";
import { checkLegalDates } from "./content/legal-dates";
import { checkSettingsFile } from "./content/settings-file";
import { regulationWarning } from "./checks/regulation";
import { deliveryProblem } from "./email-delivery";
import { buildEnv, isProductionBuild } from "./production";
import { securityTxtExpiry } from "./security-txt";

const settingsFile = checkSettingsFile();
const contentProblems = [
  ...(settingsFile.problems ?? []),
  ...(checkFactFiles().problems ?? []),
  ...(checkCourseFiles().problems ?? []),
  ...checkCopyFiles().problems,
];
// The legal pages' dates against their texts' history (git), once every file has its fields; a production build
// stops where the history is missing, any other warns.
const legalDates =
  contentProblems.length === 0
    ? checkLegalDates(process.cwd(), { requireHistory: isProductionBuild(buildEnv()) })
    : { problems: [], warnings: [] };
contentProblems.push(...legalDates.problems);
for (const warning of legalDates.warnings) console.warn(`\n⚠ ${warning}\n`);
if (contentProblems.length > 0) {
  console.error(`\n✗ Contenu invalide, build arrêté :\n${contentProblems.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}

const env = buildEnv();
const production = isProductionBuild(env);
const gate = launchGate(env, production);
if (gate.warning) console.warn(`\n⚠ ${gate.warning}\n`);
const stale = regulationWarning(new Date());
if (stale) console.warn(`\n⚠ ${stale}\n`);
// security.txt: a lapsed or over-a-year expiry is a warning here, and stops a production build.
const security = settingsFile.settings ? securityTxtExpiry(new Date(), settingsFile.settings.security.expires) : {};
const securityNote = security.warning ?? (production ? undefined : security.problem);
if (securityNote) console.warn(`\n⚠ ${securityNote}\n`);
const problems = [deliveryProblem(env), gate.error, production ? security.problem : undefined].filter(Boolean);
if (problems.length > 0) {
  console.error(problems.map((problem) => `\n✗ ${problem}`).join("\n"));
  process.exit(1);
}
