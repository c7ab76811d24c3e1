import { copyPlaceholderValues, PLACEHOLDER_VALUES } from "~/content/placeholders";
import { preparedCopy } from "~/lib/copy-file";
import type { Variant } from "~/pages";

/**
 * A copy file as the pages show it (./copy-file.ts). Its placeholders are the facts' values; a file that quotes a
 * fact worded per site ({note-devis}: placeholders.ts, VARIANT_PLACEHOLDERS) is read with the site being built,
 * which only its page knows: no variant here, so the launch gate and the browser tests, which run outside Vite,
 * can import the copy too. The build's checks have already refused an unknown placeholder with the CMS's labels
 * (scripts/content/copy-files.ts); here only what the pages cannot do without.
 */
export function readCopy<T>(file: string, data: T, variant?: Variant): T {
  return preparedCopy(file, data, variant ? copyPlaceholderValues(variant) : PLACEHOLDER_VALUES);
}

/**
 * A copy file read with names of its own besides the facts' (`values`, the same record its COPY_FILES line
 * declares as `names`): a sentence built around a list another module reads from its own copy file (the LIF Form
 * domains), which app/content/placeholders.ts cannot import without a loop back here.
 */
export function readCopyWith<T>(file: string, data: T, values: Readonly<Record<string, string>>): T {
  return preparedCopy(file, data, values);
}
