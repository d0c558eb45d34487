/**
 * A table written as it is computed (NDJSON or CSV): the head first (a CSV header), then each piece the producer
 * yields, each written only after the client has taken the one before (take-over.ts); the producer is stopped when
 * the client goes away. A failure after the first bytes cannot change the status any more: the connection is cut,
 * so the client sees an incomplete answer rather than a short table that looks whole.
 */
import type { FastifyReply } from 'fastify';
import { takeOver } from './take-over.ts';

export type TableFormat = 'ndjson' | 'csv';
export const TABLE_TYPES: Record<TableFormat, string> = {
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

export async function streamTable(
  reply: FastifyReply,
  contentType: string,
  head: string,
  produce: () => AsyncGenerator<string>,
): Promise<void> {
  const out = takeOver(reply, { 'content-type': contentType, 'cache-control': 'no-store' });
  const pieces = produce();
  try {
    if (head !== '' && !(await out.write(head))) return;
    for await (const piece of pieces) if (!(await out.write(piece))) break;
    out.end();
  } catch (e) {
    reply.log.error({ err: e, reqId: reply.request.id }, 'streamed table failed');
    out.raw.destroy();
  } finally {
    await pieces.return(undefined);
  }
}
