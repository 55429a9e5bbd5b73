/** An order's or a fill's side, in words and colour (the colour only repeats the word). */
export function SideText({ side }: { side: string }) {
  const buy = side.toUpperCase() === 'BUY';
  return (
    <span className={buy ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}>{buy ? 'Buy' : 'Sell'}</span>
  );
}
