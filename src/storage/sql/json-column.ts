/** JSON values kept in text columns: written by the application, parsed back on read (null stays null). */
export const toJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
export const fromJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
