// Which storage failures are an unreachable database (503) and which stay bugs (500).
import { describe, expect, test } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.ts';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['not reached since start', new DatabaseUnavailableError('not reached')],
    ['refused', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['refused on every address', new AggregateError([coded('', 'ECONNREFUSED'), coded('', 'ECONNREFUSED')], '')],
    ['reset', coded('read ECONNRESET', 'ECONNRESET')],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client reused', new Error('Client has encountered a connection error and is not queryable')],
    ['a fast shutdown (57P01)', coded('terminating connection due to administrator command', '57P01')],
    ['starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['connection exception class 08', coded('connection failure', '08006')],
    ['too many connections (53300)', coded('sorry, too many clients already', '53300')],
    ['wrapped as a cause', new Error('query failed', { cause: coded('', 'ECONNREFUSED') })],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', coded('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', coded('syntax error at or near "selec"', '42601')],
    ['a missing table', coded('relation "x" does not exist', '42P01')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
