import { useSearchParams } from "react-router";
import { ContactColumns, ContactDetails, OfficesCard } from "~/components/contact/contact-cards";
import { OfficeMap } from "~/components/contact/office-map";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { contact } from "~/content/contact";
import { courseBySlug } from "~/content/form/courses";
import { ContactForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";

const PATH = "/contact";

export const meta = () => seo(PATH);

export default function ContactPage() {
  const { hero, form, details, offices, map, courseMessage } = contact;
  // A course page links here with ?formation=<slug>: the form starts from a message about that course.
  const [params] = useSearchParams();
  const course = courseBySlug(params.get("formation") ?? "");
  return (
    <>
      <PageHero page={PATH} {...hero} />
      <ContactColumns
        form={<ContactForm {...form} showCompany suggestedMessage={course && courseMessage(course.title)} />}
        aside={
          <>
            <ContactDetails {...details} />
            <OfficesCard {...offices} />
          </>
        }
      />
      <Section {...map} tone="muted">
        <OfficeMap {...map} />
      </Section>
    </>
  );
}
