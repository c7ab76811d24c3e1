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
