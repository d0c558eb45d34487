/**
 * Reading the `sign` and `period` query values: a sign by its English name, its canonical rashi or an alias from
 * tables/horoscope/sign-names.ts, in any case, spaces and hyphens ignored; a period by its exact name in any case.
 */
import { SIGN_ALIASES } from '../../tables/horoscope/sign-names.ts';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../tables/horoscope/weights.ts';
import { RASHIS, SIGNS, type Sign } from '../../vocabulary/names.ts';
import { at, EngineError } from '../../errors.ts';

const squash = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const BY_NAME: ReadonlyMap<string, Sign> = new Map(
  SIGNS.flatMap((sign, i): [string, Sign][] => [
    [squash(sign), sign],
    [squash(at(RASHIS, i, 'rashi')), sign],
    ...SIGN_ALIASES.data[sign].map((a): [string, Sign] => [squash(a), sign]),
  ]),
);

export function parseSignName(input: string): Sign {
  const sign = BY_NAME.get(squash(input));
  if (sign === undefined) {
    throw new EngineError('UNKNOWN_NAME', 'sign', {
      value: input,
      known: 'a sign name: use an English name (Aries ... Pisces) or a rashi (Mesha ... Meena)',
    });
  }
  return sign;
}

export function parsePeriod(input: string): HoroscopePeriod {
  const p = HOROSCOPE_PERIODS.find((x) => x === input.trim().toLowerCase());
  if (p === undefined)
    throw new EngineError('UNKNOWN_NAME', 'period', { value: input, known: `one of ${HOROSCOPE_PERIODS.join(', ')}` });
  return p;
}
