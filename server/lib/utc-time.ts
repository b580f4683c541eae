/** ARCHITECTURE §2: server times on the wire are UTC "YYYY-MM-DD HH:mm:ss". */
export function utcString(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Like utcString for columns that are never null. */
export function utcStringOf(value: Date | string): string {
  return utcString(value) ?? '';
}
