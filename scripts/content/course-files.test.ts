// @vitest-environment node
import { checkCourseTexts, readCourseTexts } from "./course-files";

const FILE = "content/formations/fondamentaux-reseaux-tcp-ip.json";
const committed = () => readCourseTexts();

/** The committed catalogue with one file changed, as the build would read it. */
function problemsWith(change: (course: Record<string, unknown>) => void, file = FILE) {
  const texts = committed().map((entry) => {
    if (entry.file !== FILE) return entry;
    const course = JSON.parse(entry.text);
    change(course);
    return { file, text: JSON.stringify(course) };
  });
  return checkCourseTexts(texts).problems;
}

describe("the course files check", () => {
  it("accepts the committed catalogue: nine courses, three in each domain, in rank order", () => {
    const { courses, problems } = checkCourseTexts(committed());
    expect(problems).toBeUndefined();
    expect(courses?.map((course) => `${course.domain} ${course.order}`)).toEqual([
      "cybersecurite 1",
      "cybersecurite 2",
      "cybersecurite 3",
      "reseaux 1",
      "reseaux 2",
      "reseaux 3",
      "securite 1",
      "securite 2",
      "securite 3",
    ]);
  });

  it("stops on a course without a duration, naming the file, the CMS field and the fix", () => {
    expect(problemsWith((course) => delete course.duration)).toEqual([
      `${FILE}, champ « Formations › Durée » (duration) : le champ manque, renseignez-le (durée attendue : un nombre de jours et un nombre d’heures).`,
    ]);
  });

  it("names an item of a list by its rank", () => {
    expect(
      problemsWith((course) => {
        const [, second] = course.outline as { topics: string[] }[];
        if (second) second.topics[0] = " ";
      }),
    ).toEqual([
      `${FILE}, champ « Formations › Programme › n°\u00a02 › Points abordés › n°\u00a01 » (outline.1.topics.0) : champ vide : les points abordés dans le module, un par ligne.`,
    ]);
  });

  it("stops on an unknown placeholder, listing the names it knows", () => {
    const [problem, ...others] =
      problemsWith((course) => {
        (course.price as { intraRule: string }).intraRule = "{tarif-intras}";
      }) ?? [];
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^content\/formations\/fondamentaux-reseaux-tcp-ip\.json, champ « Formations › Tarifs › Règle de prix intra-entreprise » \(price\.intraRule\) : texte à remplacer \{tarif-intras\} inconnu\. Correction : utilisez l’un des noms connus, \{tarif-intra\}, \{delai-reponse\}, .*\{formation:<identifiant>\} pour l’intitulé d’une autre formation \(analyste-soc, .*\)\.$/,
    );
  });

  it("fills the placeholders and types French typography over what an editor typed", () => {
    const courses = checkCourseTexts(committed()).courses ?? [];
    const ccna = courses.find((course) => course.slug === "preparation-ccna");
    const basics = courses.find((course) => course.slug === "fondamentaux-reseaux-tcp-ip");
    expect(basics?.title).toBe("Fondamentaux des réseaux TCP/IP");
    expect(ccna?.title).toBe("Routage et commutation\u00a0: préparation à la certification CCNA");
    expect(ccna?.prerequisites[0]).toBe(
      "Avoir suivi «\u00a0Fondamentaux des réseaux TCP/IP\u00a0» ou maîtriser l’adressage IPv4",
    );
    expect(ccna?.price.intraRule).toMatch(/^Sur devis, pour un groupe de votre entreprise\u00a0: /);
    // The raw file has ordinary spaces and a placeholder: what the editor typed, not what the page shows.
    const raw = committed().find((entry) => entry.file.endsWith("preparation-ccna.json"))?.text ?? "";
    expect(raw).toContain('"title": "Routage et commutation : préparation');
    expect(raw).toContain("{formation:fondamentaux-reseaux-tcp-ip}");
  });

  it("refuses a course whose identifier is not its file's name, or two courses at one rank", () => {
    expect(problemsWith((course) => (course.slug = "reseaux-tcp-ip"))?.[0]).toMatch(
      /^content\/formations\/fondamentaux-reseaux-tcp-ip\.json, champ « Formations › Identifiant d’URL » \(slug\) : l’identifiant « reseaux-tcp-ip » doit être le nom du fichier\./,
    );
    expect(problemsWith((course) => (course.order = 2))?.[0]).toContain(
      "2 formations du domaine « Réseaux » ont le rang 2. Correction : donnez à chacune un rang différent",
    );
  });

  it("reads an emptied value as « not published yet », and refuses a field the CMS does not know", () => {
    expect(
      problemsWith((course) => {
        course.access = { requestToSession: "", enrolUntil: "" };
        course.certification = "";
      }),
    ).toBeUndefined();
    expect(problemsWith((course) => (course.prix = 100))?.[0]).toMatch(/champ\(s\) inconnu\(s\) : prix\./);
  });

  it("reports unreadable JSON without a stack trace", () => {
    const texts = committed().map((entry) => (entry.file === FILE ? { file: FILE, text: "{ " } : entry));
    expect(checkCourseTexts(texts).problems?.[0]).toMatch(
      /^content\/formations\/[\w-]+\.json : JSON illisible/,
    );
  });
});
