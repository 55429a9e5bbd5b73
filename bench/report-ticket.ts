import type { Outcome } from './report';
import type { TicketSignResult } from './ticket-sign';

/* BENCHMARKS.md's "Order ticket" section and its target row (bench/ticket-sign.ts). */

export const TICKET_TARGETS = { ticketSignMs: 100 } as const;

const TEXT = `ticket, click on "Place order" to the signing request ≤ ${TICKET_TARGETS.ticketSignMs} ms at CPU ×4`;

export function ticketTargetRow(o: Outcome<TicketSignResult>): string {
  if (!o.ok) return `| ${TEXT} | not measured | n/a |`;
  const pass = o.value.maxMs <= TICKET_TARGETS.ticketSignMs;
  return `| ${TEXT} | max ${o.value.maxMs} ms, median ${o.value.medianMs} ms (${o.value.samples.length} orders) | ${pass ? '**pass**' : '**FAIL**'} |`;
}

export function ticketSection(o: Outcome<TicketSignResult>): string[] {
  const lines = ['## Order ticket', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  return [
    ...lines,
    `The built app on the real service in Chromium at CPU ×${v.cpuRate} (DevTools throttling), the e2e test wallet (an EIP-6963 wallet signing in the bench process), a fresh funded account: from the click on "Place order" (a capturing listener) to the wallet's provider receiving eth_signTypedData_v4, for a resting GTC BUY placed ${v.samples.length} times. The path: exact amounts (already shown in the preview), the order struct, the chain guard, then the wallet. Judged on the slowest.`,
    '',
    `| samples (ms) | median | max |`,
    '|---|---|---|',
    `| ${v.samples.join(', ')} | ${v.medianMs} ms | ${v.maxMs} ms |`,
    '',
  ];
}
