/** Joins class names, skipping the falsy ones a condition leaves behind. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
