import { MapPin } from "lucide-react";
import { useId } from "react";
import { ActionButtons } from "~/components/sections/action-buttons";
import type { ActionData } from "~/components/sections/types";

/** A key figure under the hero's buttons. */
export type HeroProof = { value: string; label: string };

/** The picture behind the headline: its sources by format, the fallback file and its intrinsic size. */
export type HeroImage = {
  sources: readonly { type: string; srcSet: string }[];
  src: string;
  width: number;
  height: number;
};

type HomeHeroProps = {
  /** The page's only h1. */
  title: string;
  /** Optional, as every eyebrow of a copy file (content/pages/groupe/accueil.json). */
  eyebrow?: string;
  lead: string;
  actions: readonly ActionData[];
  proofs: readonly HeroProof[];
  /** The map in words (the image itself is decorative). */
  mapCaption: string;
  image: HeroImage;
};

/**
 * The home page's opening: the promise, the lead, two calls to action and three key figures over the
 * Europe-Africa map. The section's own navy-to-teal gradient sits under the picture; if the picture fails,
 * the page's script removes it and the gradient is what the visitor sees (`dropFailedPicture`). The hero's size
 * never depends on the image (CLS 0).
 */
export function HomeHero({ title, eyebrow, lead, actions, proofs, mapCaption, image }: HomeHeroProps) {
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      data-hero-image="ok"
      data-enhance="hero-image"
      className="relative isolate flex min-h-[650px] overflow-hidden bg-linear-to-br from-ink-950 via-ink-900 to-shore-700 text-white"
    >
      {/* The page's largest paint: decoded with the first frame that can draw it (no `decoding="async"`, which let
          the first paint go without it and put it off to a later frame: LCP 55 ms later, paired Lighthouse runs). */}
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
        ))}
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          fetchPriority="high"
          loading="eager"
          className="absolute inset-0 -z-20 size-full object-cover object-[70%_center] lg:object-right"
        />
      </picture>
      {/* Darkens the left and the bottom so white text keeps AA contrast over the map on every width. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-ink-950/40 lg:bg-transparent lg:bg-linear-to-r lg:from-ink-950/90 lg:via-ink-950/55 lg:to-transparent"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/2 bg-linear-to-t from-ink-950/85 to-transparent lg:h-1/3"
      />

      <div className="mx-auto flex w-full max-w-7xl flex-col justify-center px-(--spacing-gutter) py-10 sm:py-14 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-semibold tracking-wider text-white uppercase backdrop-blur-sm">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-100" />
              {eyebrow}
            </p>
          )}
          <h1 id={headingId} className="text-display font-bold tracking-tight text-balance">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-100 sm:mt-6 sm:text-lg lg:text-lead">
            {lead}
          </p>
          <ActionButtons actions={actions} className="mt-6 max-sm:*:w-full sm:mt-8" />
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-t border-white/20 pt-6">
            {proofs.map((proof) => (
              <div key={proof.value} className="flex flex-col">
                <dt className="order-2 mt-1 text-xs leading-snug text-ink-100 sm:text-sm">{proof.label}</dt>
                <dd className="order-1 text-xl font-bold tracking-tight whitespace-nowrap sm:text-3xl">
                  {proof.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <p className="absolute right-(--spacing-gutter) bottom-6 hidden items-center gap-2 rounded-full bg-ink-950/60 px-3 py-1.5 text-sm text-ink-100 backdrop-blur-sm lg:flex">
        <MapPin aria-hidden="true" className="size-4 text-accent-100" />
        {mapCaption}
      </p>
    </section>
  );
}
