import * as z from "zod";
import { prose } from "../schema-parts";

/**
 * What the LIF Shore request bands say the same on every page (content/pages/lif-shore/consultation.json, « Pages
 * LIF Shore » in the CMS), read by app/content/shore/consultation.ts: around each page's own promises, the label
 * above them, the last promise and the note under them; beside the form, the question before the phone number.
 */
export const consultationSchema = z.strictObject({
  promises: z.strictObject({
    eyebrow: prose("le petit titre au-dessus des promesses, par exemple « Ce que vous obtenez »"),
    last: prose("la promesse ajoutée en dernier sur chaque page"),
    note: prose("la phrase sous les promesses"),
  }),
  phone: z.strictObject({
    question: prose("la question avant le numéro de téléphone, par exemple « Vous préférez nous appeler ? »"),
  }),
});

export type ConsultationFile = z.output<typeof consultationSchema>;
