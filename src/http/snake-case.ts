/** JSON names are snake_case (DESIGN section 4); TypeScript is camelCase. Only the http layer converts. */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeCaseKeys(v)]),
    );
  }
  return value;
}
