import { domainPage } from "./domain-page";

/** The page /lif-form/cybersecurite: its texts are content/pages/lif-form/cybersecurite.json (« Pages LIF Form »). */
export const cybersecurity = domainPage("cybersecurite");
