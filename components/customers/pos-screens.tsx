import type { ReactNode } from 'react';
import type { PosScreenId } from '@/content/customers';
import { cn } from '@/lib/utils';
import { Icon } from '@/components/ui/icon';

/*
 * Drawn screens of the Ladle register, in HTML and CSS so they stay sharp and readable at any
 * width. They are pictures of the product: nothing in them is a control, so "buttons" are spans.
 * Container queries (@container, @2xl:) let each screen reflow inside its frame on a phone.
 */

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-[1.75rem] bg-ink p-2.5 shadow-pop sm:p-3.5">
      <div className="@container overflow-hidden rounded-[1.25rem] bg-surface-sunk">
        <div className="flex items-center gap-3 bg-ink px-4 py-2.5 text-xs text-white">
          <span className="rounded-md bg-brand px-2 py-0.5 font-bold">Ladle</span>
          <span className="font-semibold">{title}</span>
          <span className="ml-auto hidden text-night-muted @md:inline">Register 1 · Maria</span>
          <span className="text-night-muted">12:41 PM</span>
        </div>
        <div className="p-3 @2xl:p-4">{children}</div>
      </div>
    </div>
  );
}

const Pill = ({ children, className }: { children: ReactNode; className?: string }) => (
  <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>
);

function QuickOrdering() {
  const categories = ['Coffee', 'Tea', 'Pastries', 'Breakfast', 'Cold drinks'];
  const items = [
    ['Latte', '$4.75'], ['Cappuccino', '$4.50'], ['Americano', '$3.75'], ['Flat white', '$4.95'],
    ['Mocha', '$5.25'], ['Cold brew', '$4.25'], ['Espresso', '$3.00'], ['Chai latte', '$4.95'],
  ] as const;
  return (
    <Frame title="New order · Dine-in">
      <div className="grid gap-3 @2xl:grid-cols-[8rem_1fr_15rem]">
        <ul className="flex gap-2 overflow-hidden @2xl:flex-col">
          {categories.map((c, i) => (
            <li key={c} className={cn('shrink-0 rounded-lg px-3 py-2 text-sm font-semibold', i === 0 ? 'bg-brand text-white' : 'bg-surface text-ink')}>
              {c}
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-2 @md:grid-cols-4 @2xl:grid-cols-3 @4xl:grid-cols-4">
          {items.map(([name, price], i) => (
            <li key={name} className={cn('flex min-h-20 flex-col justify-between rounded-lg border bg-surface p-3', i === 0 ? 'border-brand ring-2 ring-brand' : 'border-line')}>
              <span className="text-sm font-semibold text-ink">{name}</span>
              <span className="text-sm text-ink-muted">{price}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col rounded-lg bg-surface p-3">
          <p className="text-sm font-bold text-ink">Order #1042 · Table 12</p>
          <ul className="mt-2 flex-1 space-y-2 text-sm">
            <li className="flex justify-between gap-2 text-ink"><span>Latte, large</span><span>$5.50</span></li>
            <li className="-mt-1 pl-3 text-xs text-ink-muted">Oat milk +$0.70 · Extra shot +$0.90</li>
            <li className="flex justify-between gap-2 text-ink"><span>Almond croissant</span><span>$4.25</span></li>
            <li className="flex justify-between gap-2 text-ink"><span>Blueberry muffin</span><span>$3.50</span></li>
          </ul>
          <dl className="mt-3 space-y-1 border-t border-line pt-2 text-sm">
            <div className="flex justify-between text-ink-muted"><dt>Tax</dt><dd>$1.03</dd></div>
            <div className="flex justify-between font-bold text-ink"><dt>Total</dt><dd>$15.88</dd></div>
          </dl>
          <span className="mt-3 rounded-lg bg-accent py-2.5 text-center text-sm font-bold text-white">Charge $15.88</span>
        </div>
      </div>
    </Frame>
  );
}

function TableManagement() {
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
    <Frame title="Floor plan · Patio and main room">
      <div className="grid gap-3 @2xl:grid-cols-[1fr_15rem]">
        <div className="rounded-lg bg-surface p-3">
          <ul className="flex flex-wrap gap-2 text-xs text-ink">
            {(Object.keys(style) as (keyof typeof style)[]).map((s) => (
              <li key={s} className="flex items-center gap-1.5">
                <span className={cn('size-3 rounded-sm border', style[s])} />
                <span className="capitalize">{s}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-3 grid grid-cols-3 gap-3 @2xl:grid-cols-5">
            {tables.map((t) => (
              <li key={t.n} className={cn('flex aspect-square flex-col items-center justify-center rounded-xl border-2 text-center', t.seats > 4 && '@2xl:col-span-2 @2xl:aspect-auto', style[t.state])}>
                <span className="text-lg font-bold">T{t.n}</span>
                <span className="text-xs">{t.seats} seats</span>
                {'time' in t ? <span className="text-xs font-semibold">{t.time}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg bg-surface p-3 text-sm">
          <p className="font-bold text-ink">Table 12 · 4 guests</p>
          <p className="text-xs text-ink-muted">Seated 18 min · Server Maria</p>
          <ul className="mt-3 space-y-1.5 text-ink">
            <li className="flex justify-between"><span>2 × Latte</span><span>$10.20</span></li>
            <li className="flex justify-between"><span>Avocado toast</span><span>$9.50</span></li>
            <li className="flex justify-between"><span>Kids pancakes</span><span>$6.75</span></li>
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2 text-center text-xs font-semibold">
            <span className="rounded-lg bg-surface-sunk py-2 text-ink">Move table</span>
            <span className="rounded-lg bg-surface-sunk py-2 text-ink">Split check</span>
            <span className="col-span-2 rounded-lg bg-brand py-2 text-white">Add items</span>
          </div>
        </div>
      </div>
    </Frame>
  );
}

function OrderDetails() {
  return (
    <Frame title="Orders · #1042">
      <div className="grid gap-3 @2xl:grid-cols-[1fr_16rem]">
        <div className="rounded-lg bg-surface p-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-base font-bold text-ink">Order #1042</p>
            <Pill className="bg-accent-soft text-accent-strong">Paid</Pill>
            <Pill className="bg-brand-soft text-brand-strong">In kitchen</Pill>
          </div>
          <p className="mt-1 text-xs text-ink-muted">Dine-in · Table 12 · Today 12:38 PM · Card •••• 4242</p>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-xs text-ink-muted"><th className="pb-2 font-medium">Item</th><th className="pb-2 font-medium">Qty</th><th className="pb-2 text-right font-medium">Amount</th></tr>
            </thead>
            <tbody className="text-ink">
              <tr className="border-b border-line"><td className="py-2">Latte, large<span className="block text-xs text-ink-muted">Oat milk, extra shot</span></td><td>2</td><td className="text-right">$14.20</td></tr>
              <tr className="border-b border-line"><td className="py-2">Avocado toast<span className="block text-xs text-ink-muted">Note: no chili flakes</span></td><td>1</td><td className="text-right">$9.50</td></tr>
              <tr><td className="py-2">Kids pancakes</td><td>1</td><td className="text-right">$6.75</td></tr>
            </tbody>
          </table>
        </div>
        <div className="space-y-3">
          <dl className="rounded-lg bg-surface p-4 text-sm">
            <div className="flex justify-between text-ink-muted"><dt>Subtotal</dt><dd>$30.45</dd></div>
            <div className="flex justify-between text-ink-muted"><dt>Tax</dt><dd>$2.13</dd></div>
            <div className="flex justify-between text-ink-muted"><dt>Tip (18%)</dt><dd>$5.48</dd></div>
            <div className="mt-1 flex justify-between border-t border-line pt-1 font-bold text-ink"><dt>Total</dt><dd>$38.06</dd></div>
          </dl>
          <ol className="rounded-lg bg-surface p-4 text-xs text-ink">
            {[['12:38', 'Order placed'], ['12:39', 'Sent to kitchen'], ['12:52', 'Drinks ready']].map(([time, label]) => (
              <li key={label} className="flex items-center gap-2 py-1"><span className="size-2 rounded-full bg-accent" /><span className="text-ink-muted">{time}</span><span>{label}</span></li>
            ))}
          </ol>
          <div className="grid grid-cols-2 gap-2 text-center text-xs font-semibold">
            <span className="rounded-lg bg-surface py-2 text-ink">Refund</span>
            <span className="rounded-lg bg-ink py-2 text-white">Text receipt</span>
          </div>
        </div>
      </div>
    </Frame>
  );
}

function MenuManagement() {
  const rows = [
    ['Latte', 'Coffee', '$4.75', '$5.45', true],
    ['Cold brew', 'Coffee', '$4.25', '$4.95', true],
    ['Almond croissant', 'Pastries', '$4.25', '$4.95', false],
    ['Avocado toast', 'Breakfast', '$9.50', '$10.95', true],
  ] as const;
  return (
    <Frame title="Menu · Items">
      <div className="grid gap-3 @3xl:grid-cols-[1fr_15rem]">
        <div className="overflow-hidden rounded-lg bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-warm text-xs text-ink-muted">
              <tr><th className="px-3 py-2 font-medium">Item</th><th className="hidden px-3 py-2 font-medium @md:table-cell">Category</th><th className="px-3 py-2 font-medium">In store</th><th className="px-3 py-2 font-medium">Delivery</th><th className="px-3 py-2 font-medium">Available</th></tr>
            </thead>
            <tbody className="text-ink">
              {rows.map(([name, cat, store, delivery, on]) => (
                <tr key={name} className="border-t border-line">
                  <td className="px-3 py-2.5 font-semibold">{name}</td>
                  <td className="hidden px-3 py-2.5 text-ink-muted @md:table-cell">{cat}</td>
                  <td className="px-3 py-2.5">{store}</td>
                  <td className="px-3 py-2.5">{delivery}</td>
                  <td className="px-3 py-2.5">
                    <span className={cn('inline-flex h-5 w-9 items-center rounded-full p-0.5', on ? 'justify-end bg-accent' : 'bg-ink-muted')}>
                      <span className="size-4 rounded-full bg-surface" />
                    </span>
                    <span className="sr-only">{on ? 'On' : 'Sold out'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="rounded-lg bg-surface p-3 text-sm">
          <p className="font-bold text-ink">Modifier group: Milk</p>
          <p className="text-xs text-ink-muted">Choose 1 · Required · Applies to 9 items</p>
          <ul className="mt-3 space-y-1.5 text-ink">
            {[['Whole milk', '$0.00'], ['Oat milk', '+$0.70'], ['Almond milk', '+$0.70'], ['Skim milk', '$0.00']].map(([m, p]) => (
              <li key={m} className="flex justify-between rounded-md bg-surface-sunk px-2.5 py-1.5"><span>{m}</span><span className="text-ink-muted">{p}</span></li>
            ))}
          </ul>
          <span className="mt-3 block rounded-lg bg-brand py-2 text-center text-xs font-semibold text-white">Publish to all channels</span>
        </div>
      </div>
    </Frame>
  );
}

function AiManager() {
  const forecast = [42, 55, 48, 61, 78, 96, 88];
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return (
    <Frame title="AI Manager · Morning brief">
      <div className="grid gap-3 @2xl:grid-cols-3">
        <div className="rounded-lg bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink"><Icon name="layers" className="size-5 text-brand" />Inventory</p>
          <p className="mt-2 text-sm text-ink">Order <strong>12 gallons of oat milk</strong> by Thursday. At this week’s pace you run out Saturday at 10 a.m.</p>
          <p className="mt-2 text-sm text-ink">Almond croissants sold out by 11 a.m. three days running: bake <strong>18 more</strong>.</p>
        </div>
        <div className="rounded-lg bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink"><Icon name="users" className="size-5 text-accent" />Team</p>
          <ul className="mt-2 space-y-2 text-sm text-ink">
            <li className="flex justify-between"><span>Maria</span><span className="text-ink-muted">42 orders/hr · 21% tips</span></li>
            <li className="flex justify-between"><span>Ben</span><span className="text-ink-muted">35 orders/hr · 18% tips</span></li>
            <li className="flex justify-between"><span>Chen</span><span className="text-ink-muted">31 orders/hr · 19% tips</span></li>
          </ul>
          <p className="mt-2 text-xs text-ink-muted">Saturday 8–10 a.m. is short one barista.</p>
        </div>
        <div className="rounded-lg bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink"><Icon name="chart" className="size-5 text-brand" />Forecast · next 7 days</p>
          <ul className="mt-3 flex h-28 items-end gap-1.5">
            {forecast.map((v, i) => (
              <li key={days[i]} className="flex flex-1 flex-col items-center gap-1">
                <span className={cn('w-full rounded-t-md', i === 5 ? 'bg-accent' : 'bg-brand')} style={{ height: `${v}%` }} />
                <span className="text-[0.625rem] text-ink-muted">{days[i]}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-muted">Busiest: Saturday, about $3,900 in sales.</p>
        </div>
      </div>
    </Frame>
  );
}

const screens: Record<PosScreenId, () => ReactNode> = {
  'quick-ordering': QuickOrdering,
  'table-management': TableManagement,
  'order-details': OrderDetails,
  'menu-management': MenuManagement,
  'ai-manager': AiManager,
};

export function PosScreen({ id }: { id: PosScreenId }) {
  const Screen = screens[id];
  return <Screen />;
}
