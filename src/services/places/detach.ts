/**
 * V8 represents a substring of 13+ characters as a view into its parent string. Names cut from the 30 MB TSV
 * text would keep all of it alive; these copies share one buffer the size of what is kept.
 */
export function detach(strings: readonly string[]): string[] {
  // The appended separator forces a new flat string even when join could return its single element.
  const copy = `${strings.join('\n')}\n`.split('\n');
  copy.pop();
  return copy;
}
