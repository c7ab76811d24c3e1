import { seo } from "~/lib/seo";
import { COURSE_FACTS } from "./course-markup";
import { COURSES } from "./courses";

describe("course markup", () => {
  it("describes every course of the catalogue at its sheet, on its domain page", () => {
    expect(COURSE_FACTS.map((facts) => `${facts.path}#${facts.anchor}`)).toEqual(
      COURSES.map((course) => `/lif-form/${course.domain}#${course.slug}`),
    );
  });

  it("names the certification a course prepares, and none for a course without one", () => {
    COURSES.forEach((course, index) => {
      expect(COURSE_FACTS[index]?.credential === undefined).toBe(course.certification === null);
    });
  });
});

describe("course markup in the head of the LIF Form pages", () => {
  const headOf = (path: "/services/lif-form" | "/lif-form/reseaux") =>
    JSON.stringify(seo(path, { variant: "fr", courses: COURSE_FACTS }));
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

  it("links the whole catalogue from the LIF Form page, and describes a domain's courses on its page", () => {
    const landing = headOf("/services/lif-form");
    expect(
      count(landing, /"@type":"ListItem","position":\d+,"url":"https:\/\/www\.lif-group\.fr\/lif-form\//g),
    ).toBe(COURSES.length);
    expect(count(landing, /"@type":"Course"/g)).toBe(0);
    expect(count(headOf("/lif-form/reseaux"), /"@type":"Course"/g)).toBe(
      COURSES.filter((course) => course.domain === "reseaux").length,
    );
  });
});

describe("what a course's markup publishes", () => {
  it("dates each course by its sheet, and offers a price only where the sheet publishes one", () => {
    COURSES.forEach((course, index) => {
      expect(COURSE_FACTS[index]?.dateModified).toBe(course.updatedOn);
      expect(COURSE_FACTS[index]?.priceExclVat).toBe(course.price.interPerLearnerExclVat ?? undefined);
    });
    const json = JSON.stringify(seo("/lif-form/reseaux", { variant: "fr", courses: COURSE_FACTS }));
    expect(json).toContain('"dateModified":"');
    // Every price is owner-pending today: no Offer may claim one.
    expect(json).not.toContain('"@type":"Offer"');
  });
});
