// @vitest-environment node
import { securityTxt, securityTxtExpiry, securityTxtFiles } from "./security-txt";

const security = { contact: "securite@example.fr", expires: "2027-11-01" };

test("the file has the contact, the expiry, the languages and its canonical URL, as RFC 9116 writes them", () => {
  expect(securityTxt(security, "https://www.lif-group.fr")).toBe(
    [
      "Contact: mailto:securite@example.fr",
      "Expires: 2027-11-01T23:59:59Z",
      "Preferred-Languages: fr, en",
      "Canonical: https://www.lif-group.fr/.well-known/security.txt",
      "",
    ].join("\n"),
  );
});

test("each variant's file names its own URL", () => {
  const files = securityTxtFiles(security, { fr: "https://a.fr", be: "https://a.be" });
  expect(files.fr).toContain("Canonical: https://a.fr/.well-known/security.txt\n");
  expect(files.be).toContain("Canonical: https://a.be/.well-known/security.txt\n");
});

test("the build warns a month before the file lapses, and stops a production build once it has", () => {
  const at = (day: string) => securityTxtExpiry(new Date(`${day}T12:00:00Z`), "2027-11-01");
  expect(at("2027-09-01")).toEqual({});
  expect(at("2027-10-15").warning).toMatch(/^security\.txt expire le 2027-11-01, dans 17 jour\(s\)/);
  expect(at("2027-10-15").problem).toBeUndefined();
  expect(at("2027-11-02").problem).toMatch(/a expiré le 2027-11-01.*Valable jusqu’au/);
  // The RFC asks for less than a year.
  expect(at("2026-10-01").problem).toMatch(/à plus d’un an/);
});
