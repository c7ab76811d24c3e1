export type Leader = {
  /** A first name and an initial ("Karim B."): the portrait shows its initials, never a photo. */
  name: string;
  role: string;
  /** Where the leader works from: "Paris", "Tunis". */
  base: string;
  bio: string;
  /** What the leader answers for, in a few words each. */
  scope: readonly string[];
};

/** "Karim B." → "KB". */
function monogram(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 2)
    .toLocaleUpperCase("fr-FR");
}

/** The leadership team as cards: a monogram in a circle, name, role, base, bio and scope. */
export function LeaderGrid({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {leaders.map((leader) => (
        <li
          key={leader.name}
          className="flex flex-col rounded-card border border-ink-900/10 bg-white p-6 text-ink-900 shadow-card lg:p-8"
        >
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ink-900 text-xl font-bold tracking-wide text-white ring-4 ring-accent-100"
            >
              {monogram(leader.name)}
            </span>
            <div>
              <h3 className="text-h3 font-semibold tracking-tight">{leader.name}</h3>
              <p className="text-sm font-semibold text-accent-700">{leader.role}</p>
              <p className="text-sm text-ink-600">Basé à {leader.base}</p>
            </div>
          </div>
          <p className="mt-5 text-ink-700">{leader.bio}</p>
          <ul aria-label="Responsabilités" className="mt-auto flex flex-wrap gap-2 pt-5">
            {leader.scope.map((item) => (
              <li key={item} className="rounded-full bg-ink-50 px-3 py-1 text-sm text-ink-700">
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
