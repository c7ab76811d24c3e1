// The copy files no single page owns, in the CMS's « Navigation » collection beside the menus (docs/decisions/030):
// the error and not-found pages' texts, the calls to action several pages share, the social cards' lines. Spread
// into COPY_FILES, so the build's check, the dev server and the drift test cover them like every other copy file.
import { actionsSchema } from "../../app/content/files/actions-schema";
import { errorsSchema } from "../../app/content/files/errors-schema";
import { interfaceSchema } from "../../app/content/files/interface-schema";
import { socialCardsSchema } from "../../app/content/files/social-cards-schema";
import type { CopyFile } from "./copy-files";

export const SHARED_COPY_FILES: readonly CopyFile[] = [
  { file: "content/pages/erreurs.json", schema: errorsSchema },
  { file: "content/boutons.json", schema: actionsSchema },
  { file: "content/cartes-de-partage.json", schema: socialCardsSchema },
  // The interface's words (ui-copy): no name, since the cookie banner's words are read without the facts.
  { file: "content/interface.json", schema: interfaceSchema, names: {} },
];
