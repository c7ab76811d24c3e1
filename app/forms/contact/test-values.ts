import { CONTACT_DEFAULTS, type ContactValues } from "./schema";

/** A complete, valid contact message (optional fields left empty): what the schema and payload tests start from. */
export const VALID_CONTACT: ContactValues = {
  ...CONTACT_DEFAULTS,
  firstName: "Awa",
  lastName: "Diop",
  email: "awa.diop@exemple.fr",
  message: "Nous cherchons une équipe de trois développeurs.",
  consent: true,
};
