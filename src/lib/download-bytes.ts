/** Offers bytes as a file download through a Blob URL (browser only). */
export function downloadBytes(filename: string, bytes: Uint8Array, type = 'application/octet-stream'): void {
  // a copy backed by a plain ArrayBuffer: what Blob accepts, whatever buffer the bytes came in
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // revoke after the click has been handled, or some browsers cancel the download
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
