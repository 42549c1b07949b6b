/** Grey cards while a list loads. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-64 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </ul>
  );
}

/** What a list shows when it has nothing yet. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
      {text}
    </p>
  );
}
