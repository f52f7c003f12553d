import { Fragment, type ReactNode } from 'react';
import { posScreenWords, type PosScreenId, type PosScreenWords } from '@/content/customers';
import { site } from '@/content/site';
import { cn } from '@/lib/utils';
import { Icon } from '@/components/ui/icon';
import { rich } from './rich-text';

/*
 * Drawn screens of the Ladle register, in HTML and CSS so they stay sharp and readable at any
 * width. They are pictures of the product: nothing in them is a control, so "buttons" are spans.
 * Container queries (@container, @2xl:) let each screen reflow inside its frame on a phone.
 * Their words come from `posScreenWords` (content/customers.ts), in the reader's language.
 */

type Words = { words: PosScreenWords };

function Frame({ title, words, children }: Words & { title: string; children: ReactNode }) {
  return (
    <div className="rounded-[1.75rem] bg-ink p-2.5 shadow-pop sm:p-3.5">
      <div className="@container overflow-hidden rounded-[1.25rem] bg-surface-sunk">
        <div className="flex items-center gap-3 bg-ink px-4 py-2.5 text-xs text-white">
          <span className="rounded-md bg-brand px-2 py-0.5 font-bold">{site.name}</span>
          <span className="font-semibold">{title}</span>
          <span className="ml-auto hidden text-night-muted @md:inline">{words.frame.register}</span>
          <span className="text-night-muted">{words.frame.clock}</span>
        </div>
        <div className="p-3 @2xl:p-4">{children}</div>
      </div>
    </div>
  );
}

const Pill = ({ children, className }: { children: ReactNode; className?: string }) => (
  <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>
);

/** The panel beside a screen's main area: a title, a note, a short list and what follows it. */
function SidePanel({ title, note, items, children }: { title: string; note: string; items: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-surface p-3 text-sm">
      <p className="font-bold text-ink">{title}</p>
      <p className="text-xs text-ink-muted">{note}</p>
      <ul className="mt-3 space-y-1.5 text-ink">{items}</ul>
      {children}
    </div>
  );
}

function QuickOrdering({ words }: Words) {
  const w = words.quickOrdering;
  return (
    <Frame title={w.title} words={words}>
      <div className="grid gap-3 @2xl:grid-cols-[8rem_1fr_15rem]">
        <ul className="flex gap-2 overflow-hidden @2xl:flex-col">
          {w.categories.map((c, i) => (
            <li key={c} className={cn('shrink-0 rounded-lg px-3 py-2 text-sm font-semibold', i === 0 ? 'bg-brand text-white' : 'bg-surface text-ink')}>
              {c}
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-2 @md:grid-cols-4 @2xl:grid-cols-3 @4xl:grid-cols-4">
          {w.items.map(({ name, price }, i) => (
            <li key={name} className={cn('flex min-h-20 flex-col justify-between rounded-lg border bg-surface p-3', i === 0 ? 'border-brand ring-2 ring-brand' : 'border-line')}>
              <span className="text-sm font-semibold text-ink">{name}</span>
              <span className="text-sm text-ink-muted">{price}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col rounded-lg bg-surface p-3">
          <p className="text-sm font-bold text-ink">{w.ticket}</p>
          <ul className="mt-2 flex-1 space-y-2 text-sm">
            {w.lines.map((line, i) => (
              <Fragment key={line.name}>
                <li className="flex justify-between gap-2 text-ink"><span>{line.name}</span><span>{line.price}</span></li>
                {i === 0 ? <li className="-mt-1 pl-3 text-xs text-ink-muted">{w.modifiers}</li> : null}
              </Fragment>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-line pt-2 text-sm">
            <div className="flex justify-between text-ink-muted"><dt>{w.tax.label}</dt><dd>{w.tax.amount}</dd></div>
            <div className="flex justify-between font-bold text-ink"><dt>{w.total.label}</dt><dd>{w.total.amount}</dd></div>
          </dl>
          <span className="mt-3 rounded-lg bg-accent py-2.5 text-center text-sm font-bold text-white">{`${w.charge} ${w.total.amount}`}</span>
        </div>
      </div>
    </Frame>
  );
}

function TableManagement({ words }: Words) {
  const w = words.tableManagement;
  const tables = [
    { n: 1, seats: 2, state: 'open' }, { n: 2, seats: 4, state: 'seated', time: '12 min' }, { n: 3, seats: 4, state: 'ordered', time: '25 min' },
    { n: 4, seats: 2, state: 'open' }, { n: 5, seats: 6, state: 'paying', time: '48 min' }, { n: 6, seats: 2, state: 'ordered', time: '9 min' },
    { n: 7, seats: 4, state: 'seated', time: '3 min' }, { n: 8, seats: 8, state: 'open' }, { n: 12, seats: 4, state: 'ordered', time: '18 min' },
  ] as const;
  const style = {
    open: 'border-line bg-surface text-ink',
    seated: 'border-accent bg-accent-soft text-ink',
    ordered: 'border-brand bg-brand-soft text-ink',
    paying: 'border-ink bg-ink text-white',
  };
  return (
    <Frame title={w.title} words={words}>
      <div className="grid gap-3 @2xl:grid-cols-[1fr_15rem]">
        <div className="rounded-lg bg-surface p-3">
          <ul className="flex flex-wrap gap-2 text-xs text-ink">
            {(Object.keys(style) as (keyof typeof style)[]).map((s) => (
              <li key={s} className="flex items-center gap-1.5">
                <span className={cn('size-3 rounded-sm border', style[s])} />
                <span className="capitalize">{w.states[s]}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-3 grid grid-cols-3 gap-3 @2xl:grid-cols-5">
            {tables.map((t) => (
              <li key={t.n} className={cn('flex aspect-square flex-col items-center justify-center rounded-xl border-2 text-center', t.seats > 4 && '@2xl:col-span-2 @2xl:aspect-auto', style[t.state])}>
                <span className="text-lg font-bold">{w.tablePrefix}{t.n}</span>
                <span className="text-xs">{`${t.seats} ${w.seats}`}</span>
                {'time' in t ? <span className="text-xs font-semibold">{t.time}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <SidePanel
          title={w.ticket}
          note={w.seated}
          items={w.lines.map((line) => (
            <li key={line.name} className="flex justify-between"><span>{line.name}</span><span>{line.price}</span></li>
          ))}
        >
          <div className="mt-3 grid grid-cols-2 gap-2 text-center text-xs font-semibold">
            <span className="rounded-lg bg-surface-sunk py-2 text-ink">{w.moveTable}</span>
            <span className="rounded-lg bg-surface-sunk py-2 text-ink">{w.splitCheck}</span>
            <span className="col-span-2 rounded-lg bg-brand py-2 text-white">{w.addItems}</span>
          </div>
        </SidePanel>
      </div>
    </Frame>
  );
}

function OrderDetails({ words }: Words) {
  const w = words.orderDetails;
  return (
    <Frame title={w.title} words={words}>
      <div className="grid gap-3 @2xl:grid-cols-[1fr_16rem]">
        <div className="rounded-lg bg-surface p-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-base font-bold text-ink">{w.order}</p>
            <Pill className="bg-accent-soft text-accent-strong">{w.paid}</Pill>
            <Pill className="bg-brand-soft text-brand-strong">{w.inKitchen}</Pill>
          </div>
          <p className="mt-1 text-xs text-ink-muted">{w.summary}</p>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-xs text-ink-muted"><th className="pb-2 font-medium">{w.columns.item}</th><th className="pb-2 font-medium">{w.columns.quantity}</th><th className="pb-2 text-right font-medium">{w.columns.amount}</th></tr>
            </thead>
            <tbody className="text-ink">
              {w.rows.map((row, i) => (
                <tr key={row.name} className={i < w.rows.length - 1 ? 'border-b border-line' : undefined}>
                  <td className="py-2">{row.name}{row.note ? <span className="block text-xs text-ink-muted">{row.note}</span> : null}</td>
                  <td>{row.quantity}</td>
                  <td className="text-right">{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="space-y-3">
          <dl className="rounded-lg bg-surface p-4 text-sm">
            {w.totals.map((line) => (
              <div key={line.label} className="flex justify-between text-ink-muted"><dt>{line.label}</dt><dd>{line.amount}</dd></div>
            ))}
            <div className="mt-1 flex justify-between border-t border-line pt-1 font-bold text-ink"><dt>{w.total.label}</dt><dd>{w.total.amount}</dd></div>
          </dl>
          <ol className="rounded-lg bg-surface p-4 text-xs text-ink">
            {w.timeline.map(({ time, label }) => (
              <li key={label} className="flex items-center gap-2 py-1"><span className="size-2 rounded-full bg-accent" /><span className="text-ink-muted">{time}</span><span>{label}</span></li>
            ))}
          </ol>
          <div className="grid grid-cols-2 gap-2 text-center text-xs font-semibold">
            <span className="rounded-lg bg-surface py-2 text-ink">{w.refund}</span>
            <span className="rounded-lg bg-ink py-2 text-white">{w.textReceipt}</span>
          </div>
        </div>
      </div>
    </Frame>
  );
}

/** Which rows of the menu editor are switched on (the croissant has sold out). */
const menuAvailability = [true, true, false, true];

function MenuManagement({ words }: Words) {
  const w = words.menuManagement;
  return (
    <Frame title={w.title} words={words}>
      <div className="grid gap-3 @3xl:grid-cols-[1fr_15rem]">
        <div className="overflow-hidden rounded-lg bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-warm text-xs text-ink-muted">
              <tr><th className="px-3 py-2 font-medium">{w.columns.item}</th><th className="hidden px-3 py-2 font-medium @md:table-cell">{w.columns.category}</th><th className="px-3 py-2 font-medium">{w.columns.inStore}</th><th className="px-3 py-2 font-medium">{w.columns.delivery}</th><th className="px-3 py-2 font-medium">{w.columns.available}</th></tr>
            </thead>
            <tbody className="text-ink">
              {w.rows.map(({ name, category: cat, inStore: store, delivery }, i) => {
                const on = menuAvailability[i] ?? true;
                return (
                <tr key={name} className="border-t border-line">
                  <td className="px-3 py-2.5 font-semibold">{name}</td>
                  <td className="hidden px-3 py-2.5 text-ink-muted @md:table-cell">{cat}</td>
                  <td className="px-3 py-2.5">{store}</td>
                  <td className="px-3 py-2.5">{delivery}</td>
                  <td className="px-3 py-2.5">
                    <span className={cn('inline-flex h-5 w-9 items-center rounded-full p-0.5', on ? 'justify-end bg-accent' : 'bg-ink-muted')}>
                      <span className="size-4 rounded-full bg-surface" />
                    </span>
                    <span className="sr-only">{on ? w.on : w.soldOut}</span>
                  </td>
                </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <SidePanel
          title={w.group}
          note={w.rules}
          items={w.options.map(({ name: m, price: p }) => (
            <li key={m} className="flex justify-between rounded-md bg-surface-sunk px-2.5 py-1.5"><span>{m}</span><span className="text-ink-muted">{p}</span></li>
          ))}
        >
          <span className="mt-3 block rounded-lg bg-brand py-2 text-center text-xs font-semibold text-white">{w.publish}</span>
        </SidePanel>
      </div>
    </Frame>
  );
}

function AiManager({ words }: Words) {
  const w = words.aiManager;
  const forecast = [42, 55, 48, 61, 78, 96, 88];
  const days = w.days;
  return (
    <Frame title={w.title} words={words}>
      <div className="grid gap-3 @2xl:grid-cols-3">
        <div className="rounded-lg bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink"><Icon name="layers" className="size-5 text-brand" />{w.inventory}</p>
          {w.inventoryNotes.map((note) => (
            <p key={note} className="mt-2 text-sm text-ink">{rich(note)}</p>
          ))}
        </div>
        <div className="rounded-lg bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink"><Icon name="users" className="size-5 text-accent" />{w.team}</p>
          <ul className="mt-2 space-y-2 text-sm text-ink">
            {w.staff.map((person) => (
              <li key={person.name} className="flex justify-between"><span>{person.name}</span><span className="text-ink-muted">{`${person.orders} ${w.ordersPerHour} · ${person.tips} ${w.tips}`}</span></li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-muted">{w.staffing}</p>
        </div>
        <div className="rounded-lg bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink"><Icon name="chart" className="size-5 text-brand" />{w.forecast}</p>
          <ul className="mt-3 flex h-28 items-end gap-1.5">
            {forecast.map((v, i) => (
              <li key={days[i]} className="flex flex-1 flex-col items-center gap-1">
                <span className={cn('w-full rounded-t-md', i === 5 ? 'bg-accent' : 'bg-brand')} style={{ height: `${v}%` }} />
                <span className="text-[0.625rem] text-ink-muted">{days[i]}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-muted">{w.busiest}</p>
        </div>
      </div>
    </Frame>
  );
}

const screens: Record<PosScreenId, (props: Words) => ReactNode> = {
  'quick-ordering': QuickOrdering,
  'table-management': TableManagement,
  'order-details': OrderDetails,
  'menu-management': MenuManagement,
  'ai-manager': AiManager,
};

/** One drawn screen; `words` are the reader's language (English by default). */
export function PosScreen({ id, words = posScreenWords }: { id: PosScreenId; words?: PosScreenWords }) {
  const Screen = screens[id];
  return <Screen words={words} />;
}
