import { ContactColumns, ContactDetails, OfficesCard } from "~/components/contact/contact-cards";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { contact } from "~/content/contact";
import { COURSES } from "~/content/form/courses";
import { island } from "~/islands/island";
import { seo } from "~/lib/seo";

const PATH = "/contact";

export const meta = () => seo(PATH);

const ContactPageForm = island("contact-page-form");
const OfficeMap = island("office-map");

export default function ContactPage() {
  const { hero, form, details, offices, map, courseMessage } = contact;
  // A course page links here with ?formation=<slug>: the form starts from a message about that course.
  const courseMessages = Object.fromEntries(
    COURSES.map((course) => [course.slug, courseMessage(course.title)]),
  );
  return (
    <>
      <PageHero page={PATH} {...hero} />
      <ContactColumns
        form={<ContactPageForm {...form} showCompany courseMessages={courseMessages} />}
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
