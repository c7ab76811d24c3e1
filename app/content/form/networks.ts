import { domainPage } from "./domain-page";

/** The page /lif-form/reseaux: its texts are content/pages/lif-form/reseaux.json (« Pages LIF Form »). */
export const networks = domainPage("reseaux");
