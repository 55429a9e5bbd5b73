/*
 * The auto-cancel deadline as a countdown: "4:05" under an hour, "1:02:03" above, "0:00" once
 * passed (the switch fires on the gateway's clock, which the next read confirms).
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
