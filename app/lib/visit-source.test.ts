import { followConsent, keptVisitSource, readVisitSource, VISIT_SOURCE_KEY } from "./visit-source";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const LANDING = {
  href: "https://www.lif-group.fr/services/lif-shore?utm_source=linkedin&utm_medium=social&utm_campaign=nearshore-2026&gclid=Cj0abc&x=1",
  referrer: "https://www.linkedin.com/feed/",
};

describe("visit source", () => {
  it("reads the landing page, the referrer's host and the campaign parameters", () => {
    expect(readVisitSource(LANDING)).toEqual({
      landing:
        "/services/lif-shore?utm_source=linkedin&utm_medium=social&utm_campaign=nearshore-2026&gclid=Cj0abc&x=1",
      referrer: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "nearshore-2026",
      gclid: "Cj0abc",
    });
  });

  it("ignores a referrer on the site itself, or none", () => {
    expect(
      readVisitSource({ href: "https://www.lif-group.fr/contact", referrer: "https://www.lif-group.fr/" }),
    ).toEqual({
      landing: "/contact",
    });
    expect(readVisitSource({ href: "https://www.lif-group.fr/", referrer: "" })).toEqual({ landing: "/" });
  });

  it("is kept with consent 'all', from the first page seen with it, and forgotten with 'essential'", () => {
    const storage = memoryStorage();
    followConsent("all", storage, LANDING);
    followConsent("all", storage, {
      href: "https://www.lif-group.fr/contact",
      referrer: "https://www.lif-group.fr/",
    });
    expect(keptVisitSource(storage)?.landing).toMatch(/^\/services\/lif-shore\?/);
    followConsent("essential", storage, LANDING);
    expect(storage.data.has(VISIT_SOURCE_KEY)).toBe(false);
    expect(keptVisitSource(storage)).toBeNull();
  });

  it("keeps nothing without consent", () => {
    const storage = memoryStorage();
    followConsent("essential", storage, LANDING);
    expect(storage.data.size).toBe(0);
  });

  it("reads nothing from an unreadable value", () => {
    const storage = memoryStorage();
    storage.setItem(VISIT_SOURCE_KEY, "{not json");
    expect(keptVisitSource(storage)).toBeNull();
  });
});
