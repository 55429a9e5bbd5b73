/** Epoch seconds → ISO 8601 UTC without milliseconds; out-of-range epochs clamp to the epoch start. */
export function isoDate(epoch: number): string {
  const d = new Date(epoch * 1000);
  return (Number.isNaN(d.getTime()) ? new Date(0) : d).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
