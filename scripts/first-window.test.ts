// @vitest-environment node
import { FIRST_WINDOW_BYTES, firstWindowWarning, headerBytes } from "./first-window";

test("a header counts its name, its value, the colon and space, and the line end", () => {
  expect(headerBytes({ Vary: "Accept-Encoding" })).toBe("Vary: Accept-Encoding\r\n".length);
});

test("the warning names each page past the first window with its bytes, and is silent otherwise", () => {
  expect(firstWindowWarning("fr", [])).toBeUndefined();
  const warning = firstWindowWarning("fr", [{ url: "/services/lif-form", bytes: FIRST_WINDOW_BYTES + 26 }]);
  expect(warning).toContain(
    "/services/lif-form (14626 octets) dépasse la première fenêtre TCP (14600 octets",
  );
  expect(
    firstWindowWarning("be", [
      { url: "/a", bytes: 15000 },
      { url: "/b", bytes: 15001 },
    ]),
  ).toContain("BE : /a (15000 octets), /b (15001 octets) dépassent");
});
