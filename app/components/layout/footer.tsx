import { Mail, MapPin, Phone } from "lucide-react";
import { LinkedinIcon } from "~/components/ui/linkedin-icon";
import { Logo } from "./logo";
import { NavItemLink } from "./nav-item-link";
import type { FooterContent } from "./shell-types";

const LINK = "text-ink-100 hover:text-white hover:underline underline-offset-4";

export function Footer({
  blurb,
  contacts,
  socials,
  addresses,
  phone,
  email,
  groups,
  product,
  rights,
  social,
  logo,
  newTab,
}: FooterContent) {
  return (
    <footer className="bg-ink-950 text-ink-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-12 px-(--spacing-gutter) py-16 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-5">
          <Logo label={logo} inverse />
          <p className="max-w-sm text-sm leading-relaxed text-ink-100/90">{blurb}</p>
          <ul className="space-y-3 text-sm" aria-label={contacts}>
            {addresses.map((address) => (
              <li key={address.label} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-100" />
                <address className="not-italic">
                  <span className="font-semibold text-white">{address.label}</span>
                  <br />
                  {address.street}, {address.city}, {address.country}
                </address>
              </li>
            ))}
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-100" />
              <a href={phone.href} className={LINK}>
                {phone.label}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-100" />
              <a href={email.href} className={LINK}>
                {email.label}
              </a>
            </li>
          </ul>
        </div>
        <div className="grid gap-10 sm:grid-cols-3">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavItemLink to={link.to} className={LINK} currentClassName="font-semibold text-white">
                      {link.label}
                    </NavItemLink>
                  </li>
                ))}
                {group.cookieSettings && (
                  <li>
                    {/* The page's script shows the cookie banner again on a click (`reopenConsentOnClick`). */}
                    <button
                      type="button"
                      data-enhance="consent-reopen"
                      className={`${LINK} cursor-pointer text-left`}
                    >
                      {group.cookieSettings}
                    </button>
                  </li>
                )}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-(--spacing-gutter) py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {product}. {rights}
          </p>
          <ul className="flex gap-3" aria-label={socials}>
            <li>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-white hover:bg-white/10"
              >
                <LinkedinIcon className="size-4" />
                <span className="sr-only">
                  {social.label}
                  {` ${newTab}`}
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
