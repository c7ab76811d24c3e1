// @vitest-environment node
import { createHash } from "node:crypto";
import { inlineScriptHashes, insertedStyleHashes, sha256Source } from "./inline-hashes";

const hashOf = (text: string): string => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("the hash source of the empty text is the well-known one", () => {
  expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test("every executable inline script is hashed, byte for byte; src scripts and data blocks are not", () => {
  const html = [
    "<script>window.a=1;</script>",
    '<script type="module" async="">import "/assets/x.js";\n</script>',
    '<script src="/assets/y.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<SCRIPT>é &amp; </SCRIPT >",
    "<script>window.a=1;</script>",
    // Chromium checks an inline import map against script-src like a script.
    '<script type="importmap">{"integrity":{}}</script>',
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([
    hashOf("window.a=1;"),
    hashOf('import "/assets/x.js";\n'),
    hashOf("é &amp; "),
    hashOf('{"integrity":{}}'),
  ]);
});

test("a library's inserted style sheets are read from its source, with the empty sheet it starts from", () => {
  const source = 'function __insertCSS(code) {}\n__insertCSS("a{color:red}[x=\\"y\\"]{top:0}");';
  expect(insertedStyleHashes(source)).toEqual([hashOf(""), hashOf('a{color:red}[x="y"]{top:0}')]);
  expect(insertedStyleHashes("export {}")).toEqual([]);
});
