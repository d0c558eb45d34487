/** JSON names are snake_case (DESIGN section 4); TypeScript is camelCase. Only the http layer converts. */
export function snakeCaseKeys(value: unknown, replace?: (o: object) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => snakeCaseKeys(v, replace));
  if (value !== null && typeof value === 'object') {
    // `replace` turns a whole object into a leaf (an engine instant into a local time string); undefined = keep.
    const replaced = replace?.(value);
    if (replaced !== undefined) return replaced;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [toSnake(k), snakeCaseKeys(v, replace)]),
    );
  }
  return value;
}

/** camelCase -> snake_case. Keys that start with a capital are names (Sun, Ascendant, D9) and stay as they are. */
function toSnake(key: string): string {
  if (!/^[a-z]/.test(key)) return key;
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
