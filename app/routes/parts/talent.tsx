import type { ComponentProps, ComponentType } from "react";
import { Section } from "~/components/sections/section";
import { FaqWithHelp } from "~/components/talent/faq-with-help";
import { type FormAside, FormBand } from "~/components/talent/form-band";

type SectionCopy = Omit<ComponentProps<typeof Section>, "children">;

/**
 * The form section of a LIF Talent page (client request, expert application): the form is named by the
 * section's heading (`${id}-titre`), which is how the form tests find it.
 */
export function TalentFormSection({
  Form,
  aside,
  ...section
}: SectionCopy & { id: string; aside: FormAside; Form: ComponentType<{ labelledBy: string }> }) {
  return (
    <Section {...section}>
      <FormBand aside={aside}>
        <Form labelledBy={`${section.id}-titre`} />
      </FormBand>
    </Section>
  );
}

/** The closing questions of a LIF Talent page, with whom to ask another one. */
export function TalentFaqSection({
  items,
  help,
  ...section
}: SectionCopy & ComponentProps<typeof FaqWithHelp>) {
  return (
    <Section {...section}>
      <FaqWithHelp items={items} help={help} />
    </Section>
  );
}
