import * as z from "zod";
import { CERTIFICATION_KEYS } from "~/content/form/certification-keys";
import { percent, whole } from "~/facts/fact-fields";
import { itemList, optional, prose, proseList } from "../schema-parts";

/**
 * The certifications LIF Form prepares (content/pages/lif-form/certifications.json, « Pages LIF Form › Certifications
 * préparées » in the CMS), read by app/content/form/certifications.ts: what each proves, its exam, its registration
 * with France Compétences and the results of LIF Form's learners. A registration detail or a result the owner has
 * not given yet is left empty, never guessed: the sheets then say « en cours d’attribution » and the launch gate
 * lists it. The list holds each certification of the catalogue once (the courses name them by key).
 */

const isoDate = (what: string) =>
  optional(
    z.string({ error: `date attendue, au format AAAA-MM-JJ : ${what}` }).regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: `date au format AAAA-MM-JJ attendue (par exemple 2026-11-26) : ${what}`,
    }),
  );

const certification = z.strictObject({
  key: z.enum(CERTIFICATION_KEYS, {
    error: `certification attendue, l’une de : ${CERTIFICATION_KEYS.join(", ")} (les formations la désignent ainsi)`,
  }),
  name: prose("le nom court de la certification, par exemple « CEH »"),
  fullName: prose("le nom complet de la certification, par exemple « Certified Ethical Hacker »"),
  issuer: prose("l’éditeur de la certification, par exemple « EC-Council »"),
  proves: prose("ce que la certification prouve, une phrase"),
  requirement: prose("qui peut passer l’examen ou détenir la certification"),
  exam: prose("le format de l’examen, par exemple « 125 questions à choix multiples, 4 h »"),
  validity: prose("la durée de validité et son renouvellement"),
  registry: z.strictObject({
    code: optional(
      z
        .string({ error: "code attendu, « RS » suivi de son numéro, par exemple RS1234" })
        .regex(/^RS\d{3,5}$/, {
          error: "code RS attendu : « RS » suivi de 3 à 5 chiffres, par exemple RS1234",
        }),
    ),
    registeredOn: isoDate("la date d’enregistrement au répertoire spécifique"),
    validUntil: isoDate("la date de fin de validité de l’enregistrement"),
  }),
  skillBlocks: prose("ce que la fiche France Compétences dit des blocs de compétences"),
  equivalences: optional(prose("les équivalences et passerelles enregistrées auprès de France Compétences")),
  nextSteps: proseList("une suite de parcours par ligne"),
  jobs: proseList("un métier par ligne"),
  successRate: optional(
    z.strictObject({
      percent: percent("le taux de réussite à l’examen des stagiaires de LIF Form"),
      period: prose("la période mesurée, par exemple « sessions 2026 »"),
      candidates: whole("le nombre de stagiaires présentés à l’examen").min(1, {
        error: "au moins un stagiaire présenté attendu",
      }),
    }),
  ),
});

export const certificationsSchema = z.strictObject({
  items: itemList(certification, "au moins une certification").refine(
    (items) => CERTIFICATION_KEYS.every((key) => items.filter((item) => item.key === key).length === 1),
    { error: `chaque certification une fois : ${CERTIFICATION_KEYS.join(", ")}` },
  ),
});

export type CertificationsFile = z.output<typeof certificationsSchema>;
