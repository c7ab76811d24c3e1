// @vitest-environment node
import { checkText } from "../../../scripts/checks/typography";
import * as CV from "./cv-file";
import * as MESSAGES from "./messages";

/** Every string a form shows, toasts included (they are not in the prerendered pages the build checks). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the forms' messages", () => {
  it.each(strings({ ...MESSAGES, ...CV }).filter((text) => /\s/.test(text)))("%s", (text) => {
    expect(checkText(text)).toEqual([]);
  });
});
