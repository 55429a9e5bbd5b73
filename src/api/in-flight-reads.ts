/*
 * GETs someone other than the transport already sent (the page's HTML, before any script had
 * arrived: src/app/boot/early-reads.ts). The transport asks here before its first attempt at a URL,
 * and uses a response on its way instead of sending the same request again. Framework-free and
 * global-free: whoever holds such reads hands them over with `supplyInFlightReads`.
 */

/** Takes the response already on its way for exactly this URL, at most once; undefined when there is none. */
export type InFlightReads = (url: string) => Promise<Response> | undefined;

let supply: InFlightReads | undefined;

/** From now on the transport takes responses from `reads`; undefined: every request goes to the network. */
export function supplyInFlightReads(reads: InFlightReads | undefined): void {
  supply = reads;
}

/** The response on its way for this URL, if one was supplied and nothing took it yet. */
export function takeInFlightRead(url: string): Promise<Response> | undefined {
  return supply?.(url);
}
