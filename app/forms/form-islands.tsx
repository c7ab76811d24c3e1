import { island } from "~/islands/island";

/**
 * The forms as pages import them: each is an island (docs/decisions/017). The prerendered HTML holds the whole
 * form; its code (react-hook-form, zod, EmailJS) loads when the form nears the screen or is first touched
 * (docs/decisions/027) and hydrates the form alone, keeping what was typed meanwhile. Until then the submit button
 * stays disabled (SubmitButton), so nothing can be sent half-wired; with JavaScript off it gives way to the
 * contact e-mail and phone.
 */
export const ContactForm = island("contact-form");
export const ConsultationForm = island("consultation-form");
export const GuideForm = island("guide-form");
export const AssessmentForm = island("assessment-form");
export const ExpertApplicationForm = island("expert-application-form");
export const ClientRequestForm = island("client-request-form");
