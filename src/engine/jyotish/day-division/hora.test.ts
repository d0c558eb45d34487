import { describe, expect, test } from 'vitest';
import { WEEKDAYS } from '../../vocabulary/names.ts';
import { plainDay } from './fixtures.test-helpers.ts';
import { currentHora, horaLords, horas } from './hora.ts';

describe('hora', () => {
  test.each(WEEKDAYS.map((w, i) => [w.name, i] as const))(
    "%s: starts with its lord; the 25th hora is the next day's lord",
    (_, w) => {
      const lords = horaLords(w, 25);
      expect(lords[0]).toBe(WEEKDAYS[w]?.lord);
      expect(lords[24]).toBe(WEEKDAYS[(w + 1) % 7]?.lord);
      expect(lords[24]).toBe(horaLords((w + 1) % 7, 1)[0]);
    },
  );

  test('Sunday: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun ...', () => {
    expect(horaLords(0, 8)).toEqual(['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
  });

  test('12 day and 12 night horas tile sunrise to next sunrise; the current one is flagged', () => {
    const input = plainDay(2);
    const at = (input.sunset ?? 0) + 90 * 60_000; // 1 h 30 min after sunset: the second night hora
    const r = horas(input, at);
    expect(r.dayLord).toBe('Mars');
    expect(r.horas).toHaveLength(24);
    expect(r.horas[0]?.start).toBe(input.sunrise);
    expect(r.horas[11]?.end).toBe(input.sunset);
    expect(r.horas[12]?.start).toBe(input.sunset);
    expect(r.horas[23]?.end).toBe(input.nextSunrise);
    r.horas.forEach((h, i) => {
      expect(h.index).toBe(i + 1);
      expect(h.half).toBe(i < 12 ? 'day' : 'night');
      if (i > 0) expect(h.start).toBe(r.horas[i - 1]?.end);
    });
    expect(r.horas.filter((h) => h.current).map((h) => h.index)).toEqual([14]);
    expect(currentHora(r.horas, at)?.index).toBe(14);
    expect(currentHora(r.horas, (input.nextSunrise ?? 0) + 1)).toBeNull();
    expect(horas(input).horas.some((h) => h.current)).toBe(false);
  });
});
