import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Card } from "~/components/sections/card";
import type { Href } from "~/lib/href";

/** A card headed by its h2: the coordinates, the offices. */
function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="sm:p-8">
      <h2 className="text-h3 font-bold tracking-tight text-ink-900">{title}</h2>
      <div className="mt-5">{children}</div>
    </Card>
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

type ContactLink = { label: string; text: string; href: Href };

export type ContactDetailsProps = {
  title: string;
  /** The postal address, one line per item. */
  address: { label: string; lines: readonly string[] };
  phone: ContactLink;
  email: ContactLink;
  hours: { label: string; text: string };
};

/** The coordinates card: address, phone, e-mail and opening hours, each behind its icon. */
export function ContactDetails({ title, address, phone, email, hours }: ContactDetailsProps) {
  return (
    <TitledCard title={title}>
      <ul className="grid gap-5">
        <Detail icon={<MapPin aria-hidden="true" />} label={address.label}>
          <address className="not-italic">
            {address.lines.map((line, index) => (
              <Fragment key={line}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </address>
        </Detail>
        <Detail icon={<Phone aria-hidden="true" />} label={phone.label}>
          <a href={phone.href} className={LINK}>
            {phone.text}
          </a>
        </Detail>
        <Detail icon={<Mail aria-hidden="true" />} label={email.label}>
          <a href={email.href} className={`${LINK} break-all`}>
            {email.text}
          </a>
        </Detail>
        <Detail icon={<Clock aria-hidden="true" />} label={hours.label}>
          {hours.text}
        </Detail>
      </ul>
    </TitledCard>
  );
}

export type OfficeLine = { city: string; country: string; role: string };

/** The offices card: one line per office, its city and country on the left, its role on the right. */
export function OfficesCard({
  title,
  intro,
  items,
}: {
  title: string;
  intro: string;
  items: readonly OfficeLine[];
}) {
  return (
    <TitledCard title={title}>
      <p className="-mt-2 mb-5 text-sm text-ink-600">{intro}</p>
      <ul className="divide-y divide-ink-900/10">
        {items.map((office) => (
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
    </TitledCard>
  );
}

/** The contact page's body: the form in a card, the coordinate cards beside it from the lg breakpoint. */
export function ContactColumns({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-(--spacing-gutter) pb-(--spacing-section)">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-10">
        <Card className="sm:p-8 lg:p-10">{form}</Card>
        <div className="grid gap-8">{aside}</div>
      </div>
    </div>
  );
}
