// What the forms' preview draws (admin/form-preview.tsx), bundled apart by admin/form-modules.mjs so that each draft
// loads these modules again with its words. Only the forms' own code: the pages' texts around a form come from the
// CMS's bundle, as props.
export { AssessmentForm } from "~/forms/assessment/assessment-form";
export { ClientRequestForm } from "~/forms/client-request/client-request-form";
export { ConsultationForm } from "~/forms/consultation/consultation-form";
export { ContactForm } from "~/forms/contact/contact-form";
export { EXPERT_APPLICATION_COPY } from "~/forms/expert-application/copy";
export { ExpertApplicationForm } from "~/forms/expert-application/expert-application-form";
export { GUIDE_COPY } from "~/forms/guide/copy";
export { GuideForm } from "~/forms/guide/guide-form";
export { ConsentField, FileField, RequiredNote, TextareaField, TextField } from "~/forms/shared/fields";
export { LeadConfirmation, LeadFailureNotice } from "~/forms/shared/lead-outcome";
export {
  assessmentSent,
  FAILED,
  FORM_INCOMPLETE,
  guideSent,
  NO_SCRIPT,
  OFFLINE,
  SENT_COPY,
  SUBMITTING_LABEL,
  TOASTS,
} from "~/forms/shared/messages";
export { MESSAGES } from "~/forms/shared/rules";
