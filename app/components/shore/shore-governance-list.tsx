type ShoreGovernanceListProps = {
  title: string;
  items: readonly { title: string; text: string }[];
};

/** The roles around a LIF Shore team (who answers for what), as a titled list of short cards. */
export function ShoreGovernanceList({ title, items }: ShoreGovernanceListProps) {
  return (
    <div>
      <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{title}</h3>
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item.title} className="rounded-card border-l-4 border-shore-600 bg-white p-5 shadow-card">
            <p className="font-semibold text-ink-900">{item.title}</p>
            <p className="mt-1.5 text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
