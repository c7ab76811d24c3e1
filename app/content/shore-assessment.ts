import { assessment } from "./shore/assessment";

/** The assessment form's success panel, where app/forms/assessment reads it until the page passes it down. */
export const ASSESSMENT_SUCCESS_PANEL = assessment.successPanel;
