// The testimonials still without the written consent of the person quoted (docs/decisions/030, « Written consent
// per testimonial »): each quote of content/temoignages/ has an « Accord écrit reçu » box the owner ticks in the
// CMS; until then the launch gate lists it by page and role, and a production build stops. The page shows the quote
// the same either way (the box is not drawn): the launch gate, not the page, keeps an unconfirmed quote offline.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { typeset } from "../../app/lib/french";
import { readCmsConfig } from "./cms-config";
import { COPY_FILES, TESTIMONIALS_FOLDER } from "./copy-files";

type Testimonials = { items?: { role?: string; writtenConsent?: boolean | null }[] };

/** One launch-gate line per testimonial whose box is not ticked, in the order of the files and of their quotes. */
export function testimonialsWithoutConsent(root = process.cwd(), config = readCmsConfig(root)): string[] {
  return COPY_FILES.filter((entry) => entry.file.startsWith(`${TESTIMONIALS_FOLDER}/`)).flatMap(
    ({ file }) => {
      // An unreadable file is the content check's to report (it runs before the gate); here it lists nothing.
      let data: Testimonials;
      try {
        data = JSON.parse(readFileSync(join(root, file), "utf8")) as Testimonials;
      } catch {
        return [];
      }
      // « Témoignages › Page LIF Form »: the collection and the file as the CMS lists them.
      const collection = config.collections.find((candidate) =>
        candidate.files?.some((entry) => entry.file === file),
      );
      const page = collection?.files?.find((entry) => entry.file === file)?.label;
      const where = [collection?.label, page].filter(Boolean).join(" › ");
      return (data.items ?? []).flatMap(({ role, writtenConsent }, index) =>
        writtenConsent
          ? []
          : [
              `accord écrit de la personne citée à recevoir, puis cocher dans le CMS : ${where} › n°\u00a0${index + 1}, «\u00a0${typeset(role ?? "")}\u00a0» › Accord écrit reçu (${file})`,
            ],
      );
    },
  );
}
