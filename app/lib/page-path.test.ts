import { pagePath } from "./page-path";

describe("pagePath", () => {
  it("drops the trailing slash React Router's prerender puts on every path, and keeps the home page's", () => {
    expect(pagePath("/about/")).toBe("/about");
    expect(pagePath("/lif-form/cybersecurite/")).toBe("/lif-form/cybersecurite");
    expect(pagePath("/about")).toBe("/about");
    expect(pagePath("/")).toBe("/");
  });
});
