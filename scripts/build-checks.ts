// Run by scripts/build.mjs before anything is built: a production build that would lose leads stops here.
import { deliveryProblem } from "./email-delivery";
import { buildEnv } from "./production";

const problem = deliveryProblem(buildEnv());
if (problem) {
  console.error(`\n✗ ${problem}\n`);
  process.exit(1);
}
