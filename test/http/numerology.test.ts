// POST /api/numerology: the interface's fields, worked by hand for 1990-11-20, and errors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const post = (payload: object) => service.app.inject({ method: 'POST', url: '/api/numerology', payload });

describe('POST /api/numerology', () => {
  test('20 Nov 1990: moolank 2 (20 -> 2), bhagyank 5 (2+0+1+1+1+9+9+0 = 23 -> 5), Lo Shu 3x3 with counts', async () => {
    const r = await post({ first_name: 'Ravi', last_name: 'Kumar', day: 20, month: 11, year: 1990 });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body).toMatchObject({ success: true, moolank: 2, bhagyank: 5 });
    expect(Number.isInteger(body.life_path)).toBe(true);
    expect(body.loshu_grid).toHaveLength(3);
    expect(
      body.loshu_grid
        .flat()
        .map((c: any) => c.num)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // digits 2,0,1,1,1,9,9,0 without zeros: 1 three times, 2 once, 9 twice
    const count = (n: number) => body.loshu_grid.flat().find((c: any) => c.num === n).count;
    expect([count(1), count(2), count(9), count(5)]).toEqual([3, 1, 2, 0]);
    expect(body.lucky_things).toHaveProperty('numbers');
    expect(body.lucky_things).toHaveProperty('color');
    expect(body.lucky_things).toHaveProperty('ruler');
    expect(body).toHaveProperty('name_number');
  });

  test.each([
    ['30 February', { first_name: 'A', day: 30, month: 2, year: 2000 }, ['body', 'day']],
    ['no first name', { day: 1, month: 1, year: 2000 }, ['body', 'first_name']],
    ['month 13', { first_name: 'A', day: 1, month: 13, year: 2000 }, ['body', 'month']],
  ])('422 on %s', async (_l, payload, loc) => {
    const r = await post(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});
