import { ExternalLink } from "lucide-react";
import { Card } from "~/components/sections/card";
import { Button } from "~/components/ui/button";

type ExternalSiteLinkProps = {
  href: `https://${string}`;
  label: string;
  variant?: "primary" | "outline";
};

/**
 * A link to another site: it opens a new tab and says so in visible text, which screen readers read too
 * (so, unlike SmartLink, it adds no hidden wording of its own), with the icon for the eye.
 */
export function ExternalSiteLink({ href, label, variant = "primary" }: ExternalSiteLinkProps) {
  return (
    <Button asChild size="lg" variant={variant} wrap className="max-w-full flex-wrap gap-x-2 gap-y-0">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="inline-flex items-center gap-1.5 text-sm font-medium opacity-90">
          {__NEW_TAB__}
          <ExternalLink aria-hidden="true" />
        </span>
      </a>
    </Button>
  );
}

type ExternalSiteCardProps = ExternalSiteLinkProps & {
  title: string;
  /** The address as the visitor will see it in the address bar: "lif-africa.com". */
  domain: string;
};

/** A short card that sends the visitor to another site of the group, saying where and that it opens a new tab. */
export function ExternalSiteCard({ title, domain, ...link }: ExternalSiteCardProps) {
  return (
    <Card className="bg-white/95">
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="mt-1 text-sm text-ink-600">{domain}</p>
      <div className="mt-4">
        <ExternalSiteLink {...link} />
      </div>
    </Card>
  );
}
