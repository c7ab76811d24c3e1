// The build's French line for one schema problem in a content file: the file, the field as the CMS labels it
// (read from admin/config.yml) and the fix. Shared by every content file's check (settings-file.ts,
// course-files.ts, fact-files.ts, copy-files.ts), so an editor reads the same kind of message whatever file is wrong.
import type { z } from "zod";
import { CMS_CONFIG_FILE, cmsFieldName, type readCmsConfig } from "./cms-config.ts";

type CmsConfig = ReturnType<typeof readCmsConfig>;

export function explainIssue(file: string, issue: z.core.$ZodIssue, config: CmsConfig): string {
  const path = issue.path.join(".");
  if (issue.code === "unrecognized_keys") {
    const where = path ? `dans « ${cmsFieldName(file, path, config)} » ` : "";
    return `${file} : champ(s) inconnu(s) ${where}: ${issue.keys.join(", ")}. Correction : supprimez-les, ou déclarez-les dans le schéma et dans ${CMS_CONFIG_FILE}.`;
  }
  const field = path ? cmsFieldName(file, path, config) : "le fichier entier";
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  const fix = missing ? `le champ manque, renseignez-le (${issue.message})` : issue.message;
  return `${file}, champ « ${field} » (${path || "racine"}) : ${fix}.`;
}

/**
 * A content file's text read as JSON and parsed by its schema: the data, or one line per problem. The value read
 * goes into each issue, so that a wrong value is told apart from a missing one.
 */
export function parseContent<T extends z.ZodType>(
  file: string,
  text: string,
  schema: T,
  config: CmsConfig,
): { data: z.output<T>; problems?: undefined } | { data?: undefined; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [unreadableJson(file, error)] };
  }
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return { data: parsed.data };
  return { problems: parsed.error.issues.map((issue) => explainIssue(file, issue, config)) };
}

/** The line for a file that is not JSON at all (edited by hand outside the CMS). */
export function unreadableJson(file: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `${file} : JSON illisible (${reason}). Correction : annulez la dernière modification faite hors du CMS, ou corrigez la virgule ou le guillemet indiqué.`;
}
