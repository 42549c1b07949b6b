/** A titled row of chips: how the seller is reached, or how they are paid. */
export function MethodsList({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-5">
      <h2 className="text-sm font-semibold text-slate-500 uppercase">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
