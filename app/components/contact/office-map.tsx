import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Href } from "~/lib/href";
import { useConsent } from "~/lib/use-consent";

type OfficeMapProps = {
  /** The map to embed, and the same place on the map's own site. */
  embed: string;
  link: Href;
  /** The office's address on one line, shown on the placeholder. */
  address: string;
  frameTitle: string;
  placeholderTitle: string;
  placeholderText: string;
  showButton: string;
  externalLink: string;
};

/**
 * The Paris office map. OpenStreetMap's iframe can set cookies, so it loads only after consent "all"
 * or a click on the placeholder; the prerendered HTML never holds it (`useConsent` reads no choice until
 * hydration).
 */
export function OfficeMap({
  embed,
  link,
  address,
  frameTitle,
  placeholderTitle,
  placeholderText,
  showButton,
  externalLink,
}: OfficeMapProps) {
  const consent = useConsent();
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const show = requested || consent?.choice === "all";

  // The button that had the focus disappears: hand the focus to the map it revealed.
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);

  return (
    <div className="relative min-h-[400px] overflow-hidden rounded-card border border-ink-900/10 bg-ink-50 shadow-card">
      {show ? (
        <iframe
          ref={frame}
          src={embed}
          title={frameTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <div className="flex min-h-[400px] flex-col items-center justify-center px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-accent-700 shadow-card">
            <MapPin aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold text-ink-900">{placeholderTitle}</p>
          <p className="mt-1 text-ink-700">{address}</p>
          <p className="mt-4 max-w-md text-sm text-ink-600">{placeholderText}</p>
          <Button type="button" variant="secondary" className="mt-6" onClick={() => setRequested(true)}>
            {showButton}
          </Button>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 text-sm font-medium text-ink-900 underline underline-offset-4 hover:text-accent-700"
          >
            {externalLink}
            <span className="sr-only">{` ${__NEW_TAB__}`}</span>
          </a>
        </div>
      )}
    </div>
  );
}
