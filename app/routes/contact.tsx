import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { OfficeMap } from "~/components/contact/office-map";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CONTACT_DETAILS, CONTACT_FORM, CONTACT_HERO, CONTACT_MAP, CONTACT_OFFICES } from "~/content/contact";
import { ContactForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import { OFFICES, SITE } from "~/site.config";

const PATH = "/contact";

export const meta = () => seo(PATH);

export default function ContactPage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={CONTACT_HERO.eyebrow}
        title={page.h1}
        lead={CONTACT_HERO.lead}
        breadcrumb={CONTACT_HERO.breadcrumb}
      />
      <div className="mx-auto max-w-7xl px-(--spacing-gutter) pb-(--spacing-section)">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-10">
          <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8 lg:p-10">
            <ContactForm formType={CONTACT_FORM.formType} title={CONTACT_FORM.title} showCompany />
          </div>
          <div className="grid gap-8">
            <ContactDetails />
            <Offices />
          </div>
        </div>
      </div>
      <Section id={CONTACT_MAP.id} title={CONTACT_MAP.title} intro={CONTACT_MAP.intro} tone="muted">
        <OfficeMap />
      </Section>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8">
      <h2 className="text-h3 font-bold tracking-tight text-ink-900">{title}</h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-600">{label}</p>
        <div className="mt-0.5 text-ink-900">{children}</div>
      </div>
    </li>
  );
}

const LINK = "font-medium text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline";

function ContactDetails() {
  const { paris } = SITE.addresses;
  return (
    <Card title={CONTACT_DETAILS.title}>
      <ul className="grid gap-5">
        <Detail icon={<MapPin aria-hidden="true" />} label={CONTACT_DETAILS.address}>
          <address className="not-italic">
            {SITE.product}, {paris.street}
            <br />
            {paris.city}, {paris.country}
          </address>
        </Detail>
        <Detail icon={<Phone aria-hidden="true" />} label={CONTACT_DETAILS.phone}>
          <a href={SITE.phoneHref} className={LINK}>
            {SITE.phone}
          </a>
        </Detail>
        <Detail icon={<Mail aria-hidden="true" />} label={CONTACT_DETAILS.email}>
          <a href={`mailto:${SITE.email}`} className={`${LINK} break-all`}>
            {SITE.email}
          </a>
        </Detail>
        <Detail icon={<Clock aria-hidden="true" />} label={CONTACT_DETAILS.hours}>
          {SITE.hours}
        </Detail>
      </ul>
    </Card>
  );
}

function Offices() {
  return (
    <Card title={CONTACT_OFFICES.title}>
      <p className="-mt-2 mb-5 text-sm text-ink-600">{CONTACT_OFFICES.intro}</p>
      <ul className="divide-y divide-ink-900/10">
        {OFFICES.map((office) => (
          <li
            key={office.city}
            className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <span className="font-semibold text-ink-900">
              {office.city}
              <span className="font-normal text-ink-600">, {office.country}</span>
            </span>
            <span className="text-sm text-ink-600 sm:text-right">{office.role}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
