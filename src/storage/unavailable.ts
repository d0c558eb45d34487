/**
 * "The database cannot be reached right now", told apart from every other storage failure. Such a failure is not a
 * bug of the request or of the service: the HTTP layer answers it 503 with Retry-After (DATABASE_UNAVAILABLE), where
 * any other uncoded error stays a 500.
 *
 * The stores throw DatabaseUnavailableError themselves while the database has not been reached since start; the
 * driver's own errors (a refused or dropped connection, a server shutting down or starting up) are recognised by
 * isDatabaseUnavailable without being wrapped, so nothing has to catch and rethrow them on the way up.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** Socket-level failures: the server is gone, refusing, or not reachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is not serving: class 08 (connection exception), 57P01 admin shutdown (a fast
 * restart), 57P02 crash shutdown, 57P03 cannot connect now (starting up or recovering), 53300 too many connections.
 */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and Kysely say when a connection ends or never comes (they carry no code). */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|connection has been discarded/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
  if (error instanceof Error && DRIVER_MESSAGES.test(error.message)) return true;
  // A refused connection to a host with several addresses is an AggregateError of one error per address.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** A short reason for a log line: the message, or the code when the message is empty. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message !== '') return error.message;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error.name;
}
