import { formatCents } from '../lib/format';

/* One side of an order book, best price at the top; shared by the Trade view and the market view. */

export function BookSide({ levels, tone, label }: { levels: { price: string; size: string }[]; tone: string; label: string }) {
  return (
    <table className="w-full text-sm tabular-nums" aria-label={label}>
      <thead>
        <tr className="text-xs text-slate-500">
          <th className="text-left font-normal">Price</th>
          <th className="text-right font-normal">Shares</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l) => (
          <tr key={l.price} data-testid={`${label.toLowerCase()}-level`}>
            <td className={tone}>{formatCents(Number(l.price))}</td>
            <td className="text-right">{Number(l.size).toLocaleString('en-US', { maximumFractionDigits: 2 })}</td>
          </tr>
        ))}
        {levels.length === 0 && (
          <tr>
            <td colSpan={2} className="text-slate-500">
              none
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
