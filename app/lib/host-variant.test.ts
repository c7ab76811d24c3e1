import { variantFromHost } from "./host-variant";

describe("variantFromHost", () => {
  it.each([
    ["www.lif-group.be", "be"],
    ["lif-group.be", "be"],
    ["www.lif-group.be:443", "be"],
    ["WWW.LIF-GROUP.BE.", "be"],
    ["be.localhost:3000", "be"],
    ["www.lif-group.fr", "fr"],
    ["localhost:3000", "fr"],
    ["best-consulting.com", "fr"],
    ["bebe.fr", "fr"],
    ["", "fr"],
    [undefined, "fr"],
    [null, "fr"],
  ] as const)("%s is served the %s variant", (host, variant) => {
    expect(variantFromHost(host)).toBe(variant);
  });
});
