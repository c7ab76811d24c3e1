import { useSearchParams } from "react-router";
import { ContactForm, type ContactFormProps } from "~/forms/contact/contact-form";

type ContactPageFormProps = Omit<ContactFormProps, "suggestedMessage"> & {
  /** The message to start from for each course, by its slug: a course page links to `/contact?formation=<slug>`. */
  courseMessages: Record<string, string>;
};

/** The contact page's form: it starts from a message about the course the visitor came from, if any. */
export function ContactPageForm({ courseMessages, ...props }: ContactPageFormProps) {
  const [params] = useSearchParams();
  const slug = params.get("formation") ?? "";
  const suggestedMessage = Object.hasOwn(courseMessages, slug) ? courseMessages[slug] : undefined;
  return <ContactForm {...props} suggestedMessage={suggestedMessage} />;
}
