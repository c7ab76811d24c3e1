import { Link } from "react-router";

/** The group's wordmark: three arcs for the three service lines, joined at one point (Paris). */
export function Logo({ label, inverse = false }: { label: string; inverse?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md" aria-label={label}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverse ? "#ffffff" : "#0b1f3a"} />
        <path d="M9 23V9" stroke="#e07a4f" strokeWidth="3" strokeLinecap="round" />
        <path d="M9 23h6" stroke={inverse ? "#0b1f3a" : "#ffffff"} strokeWidth="3" strokeLinecap="round" />
        <path
          d="M19 9v14M19 9h5M19 16h4"
          stroke={inverse ? "#0b1f3a" : "#ffffff"}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverse ? "text-white" : "text-ink-900"}`}>
        LIF <span className={inverse ? "text-accent-100" : "text-accent-600"}>Group</span>
      </span>
    </Link>
  );
}
