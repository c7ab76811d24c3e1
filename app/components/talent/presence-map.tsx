import { cn } from "~/lib/cn";

export type MapMarkerKind = "hub" | "presence" | "target";

export type MapMarker = {
  label: string;
  kind: MapMarkerKind;
  /** Position in percent of the map's width and height. */
  left: number;
  top: number;
  /** Which side of its dot the label sits on, so neighbours do not overlap. */
  side: "left" | "right" | "above" | "below";
};

type PresenceMapProps = {
  /** The drawn land (a static SVG made at build time) and its size. */
  map: { src: string; width: number; height: number };
  markers: readonly MapMarker[];
  caption: string;
  /** What each kind of dot means, shown under the map. */
  legend: Record<MapMarkerKind, string>;
};

const DOT: Record<MapMarkerKind, string> = {
  hub: "size-3.5 bg-white ring-4 ring-white/25",
  presence: "size-3.5 bg-line-100 ring-4 ring-line-100/30",
  target: "size-3 border-2 border-line-100 bg-ink-900",
};

const LABEL_SIDE: Record<MapMarker["side"], string> = {
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
  above: "bottom-full left-1/2 mb-1.5 -translate-x-1/2",
  below: "top-full left-1/2 mt-1.5 -translate-x-1/2",
};

/**
 * The presence cities on the project's own Europe-Africa map. The land is a static picture; dots and labels
 * are HTML laid over it at positions computed from the same projection. The whole drawing is hidden from
 * screen readers: the page lists the same cities as text beside it.
 */
export function PresenceMap({ map, markers, caption, legend }: PresenceMapProps) {
  return (
    <figure>
      <div
        className="relative overflow-hidden rounded-card bg-linear-to-b from-ink-950 via-ink-900 to-ink-800"
        style={{ aspectRatio: `${map.width} / ${map.height}` }}
      >
        <img
          src={map.src}
          alt=""
          width={map.width}
          height={map.height}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full"
        />
        <ul aria-hidden="true">
          {markers.map((marker) => (
            <li
              key={marker.label}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
            >
              <span className={cn("block rounded-full", DOT[marker.kind])} />
              <span
                className={cn(
                  "absolute rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap sm:text-sm",
                  marker.kind === "target"
                    ? "bg-ink-950/60 text-line-100 italic"
                    : "bg-ink-950/75 text-white",
                  LABEL_SIDE[marker.side],
                )}
              >
                {marker.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-4 text-sm text-ink-600">
        <span className="block">{caption}</span>
        <span aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {(Object.keys(legend) as MapMarkerKind[]).map((kind) => (
            <span key={kind} className="inline-flex items-center gap-2">
              <span className="inline-flex rounded-full bg-ink-900 p-1">
                <span className={cn("block rounded-full", DOT[kind])} />
              </span>
              {legend[kind]}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}
