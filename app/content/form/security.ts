import { domainPage } from "./domain-page";

/** The page /lif-form/securite: its texts are content/pages/lif-form/securite.json (« Pages LIF Form »). */
export const security = domainPage("securite");
