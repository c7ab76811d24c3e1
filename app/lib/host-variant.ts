import type { Variant } from "../pages";

/** Belgium when one label of the hostname is `be` (www.lif-group.be, be.localhost), else France. */
export function variantFromHost(host: string | null | undefined): Variant {
  const hostname = (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return hostname.split(".").includes("be") ? "be" : "fr";
}
