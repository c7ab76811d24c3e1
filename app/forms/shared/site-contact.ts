"use build-time data";
// Run when the site is built: the forms' islands get these values as data (scripts/build-time-data.ts), without
// ~/site.config, which reads and typesets every fact of the group.
import { SITE } from "~/site.config";

/** What the forms say of the site: its e-mail and phone (the « write to us » fallbacks), its two origins. */
export const SITE_CONTACT = {
  email: SITE.email,
  phone: SITE.phone,
  phoneHref: SITE.phoneHref,
  origins: SITE.origins,
};
