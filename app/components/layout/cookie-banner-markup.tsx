import { preparedCopy } from "~/lib/copy-file";
import interfaceFile from "../../../content/interface.json" with { type: "json" };
import { CookieBanner } from "./cookie-banner";

/**
 * The cookie banner with its words, the module `cookie-banner-dom.ts` renders at build time (`?static-markup`):
 * the browser receives the HTML only, never this file nor its JSON. The words are content/interface.json's
 * (« Navigation › Textes de l’interface »), typeset as every copy file by `preparedCopy` (pure: no facts; the file
 * quotes none, its COPY_FILES line offers no name, so the build's check refuses a placeholder there first).
 */
const copy = preparedCopy("content/interface.json, cookieBanner", interfaceFile.cookieBanner, {});

export default function CookieBannerMarkup() {
  return <CookieBanner {...copy} />;
}
