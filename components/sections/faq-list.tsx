/** Questions and answers as native disclosures: keyboard and screen readers work with no JavaScript. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-10 divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {items.map((item) => (
        <details key={item.question} className="group p-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <span className="text-base">{item.question}</span>
            <span aria-hidden="true" className="text-xl text-brand transition-transform group-open:rotate-45">+</span>
          </summary>
          <p className="mt-3 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
