import { RESPONSE_TIMES } from "~/facts/group";
import { count } from "~/lib/french";

/** The group's answer delays as every page words them (app/facts/group.ts): one for a request, one for a CV. */
export const REPLY_DELAY = `${count(RESPONSE_TIMES.requestBusinessHours, "h")} ouvrées`;
export const APPLICATION_REPLY_DELAY = `${count(RESPONSE_TIMES.applicationBusinessHours, "h")} ouvrées`;
