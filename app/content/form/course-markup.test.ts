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
  const coursesIn = (path: "/services/lif-form" | "/lif-form/reseaux") =>
    (JSON.stringify(seo(path, { variant: "fr", courses: COURSE_FACTS })).match(/"@type":"Course"/g) ?? [])
      .length;

  it("lists the whole catalogue on the LIF Form page and a domain's courses on its page", () => {
    expect(coursesIn("/services/lif-form")).toBe(COURSES.length);
    expect(coursesIn("/lif-form/reseaux")).toBe(
      COURSES.filter((course) => course.domain === "reseaux").length,
    );
  });
});
