import { describe, expect, test } from "vitest";
import { z } from "zod";
import { EmailSchema, MESSAGE_MAX, MessageSchema, singleLine } from "./field-schemas";

describe("singleLine", () => {
  test.each([
    ["Marie\nCurie", "Marie Curie"],
    ["  Marie \r\n Curie  ", "Marie Curie"],
    ["ACME\u2028SAS", "ACME SAS"],
    ["a@b.fr\n", "a@b.fr"],
    ["", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(singleLine(input)).toBe(expected);
  });
});

describe("generic messages are French", () => {
  test("a missing value", () => {
    const result = z.object({ a: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/invalide|attendu/i);
  });
});

describe("field bounds", () => {
  test("a 5 000-character message passes, 100 000 do not", () => {
    expect(MessageSchema.safeParse("a".repeat(MESSAGE_MAX)).success).toBe(true);
    const tooLong = MessageSchema.safeParse("a".repeat(100_000));
    expect(tooLong.error?.issues[0]?.message).toBe(
      "Le message ne doit pas dépasser 5\u00a0000\u00a0caractères.",
    );
  });
  test("an e-mail address over 254 characters is refused in French", () => {
    const result = EmailSchema.safeParse(`${"a".repeat(250)}@exemple.fr`);
    expect(result.error?.issues[0]?.message).toBe(
      "L’adresse e-mail ne doit pas dépasser 254\u00a0caractères.",
    );
  });
});
