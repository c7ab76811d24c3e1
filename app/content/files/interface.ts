import interfaceFile from "../../../content/interface.json" with { type: "json" };
import type { InterfaceFile } from "./interface-schema";
import { readCopy } from "./read-copy";

/**
 * The interface's words no page owns (content/interface.json, « Navigation › Textes de l’interface »), typeset:
 * passed to the header and the footer by ../navigation.ts, to the legal pages by ./legal.ts. The cookie banner reads
 * its own part at build time (app/components/layout/cookie-banner-markup.tsx), without the facts.
 */
export const INTERFACE = readCopy("content/interface.json", interfaceFile as InterfaceFile);
