// Every computed oracle answer against a re-derivation written here from the classical rule, on hand-placed charts
// (chartOf derives houses, dignity, aspects and combustion as compute.ts does), with charts where the verdict flips.
// q24 (running dasha) is tested over HTTP against a published balance (test/http/oracle.test.ts).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { julianDayUT } from '../../astro/time.ts';
import { sadesati } from '../../jyotish/dosha/sadesati.ts';
import { vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import { doshaCatalogue } from '../../jyotish/dosha/catalogue/index.ts';
import { chartOf, type Placements } from '../../jyotish/yoga/chart.test-helpers.ts';
import { yogaCatalogue, type YogaChart } from '../../jyotish/yoga/index.ts';
import type { KpResult } from '../../jyotish/kp/index.ts';
import type { ShadbalaResult } from '../../jyotish/strength/shadbala/index.ts';
import { QUESTION_IDS, QUESTIONS, type QuestionId } from '../../tables/oracle/questions.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { ashtakoota } from '../../jyotish/matching/ashtakoota.ts';
import { matchMoon } from '../../jyotish/matching/moon.ts';
import { NAKSHATRA_ARC, PADA_ARC } from '../../vocabulary/names.ts';
import { answerQuestion } from './answer.ts';
import { lazy, type OracleContext } from './context.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

const BIRTH = 2447851.0; // 1990-01-01 12:00 UT
const AT = julianDayUT(Date.parse('2026-01-01T12:00:00Z'));
const nope = (what: string) => () => {
  throw new Error(`${what} not given to this hand context`);
};

function context(chart: YogaChart, over: Partial<OracleContext> = {}): OracleContext {
  return {
    chart,
    birthJdUt: BIRTH,
    atJdUt: AT,
    dasha: lazy(() => vimshottari(chart.grahas.Moon.longitude, BIRTH)),
    transits: nope('transits'),
    sadesati: nope('sadesati'),
    shadbala: nope('shadbala'),
    kp: nope('kp'),
    match: () => null,
    yogas: lazy(() => yogaCatalogue(chart)),
    doshas: lazy(() => doshaCatalogue(chart, {})),
    ...over,
  };
}
const verdictOf = (id: QuestionId, ctx: OracleContext) => {
  const o = answerQuestion(id, ctx);
  if (o.kind !== 'answered') throw new Error(`${id} not answered`);
  return o.finding;
};

// BASE: Aries lagna; Sun Aq10, Moon Le15, Mars Ge20, Mercury Aq25, Jupiter Cn15, Venus Cp5, Saturn Cp15, Rahu Ta15.
const BASE: Placements = {
  Su: 'Aq10',
  Mo: 'Le15',
  Ma: 'Ge20',
  Me: 'Aq25',
  Ju: 'Cn15',
  Ve: 'Cp5',
  Sa: 'Cp15',
  Ra: 'Ta15',
};
const hand = (change: Partial<Placements> = {}, lagna = 'Ar') => chartOf(lagna, { ...BASE, ...change });

// --- house promise, re-derived ---------------------------------------------------------------------------------------
// BPHS / Phaladeepika ch. 15: a bhava by its lord's house and dignity, its occupants, aspects and karaka. One point
// each (the service's weights): lord in a kendra or trikona +1, in a dusthana -1; lord exalted, moolatrikona or own
// +1, debilitated -1; any natural benefic in the house +1, any malefic -1 (Moon benefic when waxing); Jupiter's full
// aspect +1; Saturn's or Mars's -1; karaka dignified +1, debilitated -1, combust -1 (no dignity for the nodes).
// Favourable at a mean of +2 or more, challenging at -2 or less.
const BENEFIC = new Set(['Jupiter', 'Venus', 'Mercury']);
function expectedPromise(c: YogaChart, houses: readonly number[], karaka: Graha): { total: number; verdict: string } {
  const good = (d: string) => d === 'exalted' || d === 'moolatrikona' || d === 'own';
  const waxing = (c.grahas.Moon.longitude - c.grahas.Sun.longitude + 360) % 360 < 180;
  const benefic = (g: Graha) => BENEFIC.has(g) || (g === 'Moon' && waxing);
  let total = 0;
  for (const n of houses) {
    const h = c.houses[n - 1];
    if (h === undefined) throw new Error('house');
    const lord = c.grahas[h.lord];
    if ([1, 4, 5, 7, 9, 10].includes(lord.house)) total += 1;
    else if ([6, 8, 12].includes(lord.house)) total -= 1;
    if (good(lord.dignity)) total += 1;
    else if (lord.dignity === 'debilitated') total -= 1;
    if (h.occupants.some(benefic)) total += 1;
    if (h.occupants.some((g) => !benefic(g))) total -= 1;
    if (h.aspectedBy.includes('Jupiter')) total += 1;
    if (h.aspectedBy.includes('Saturn') || h.aspectedBy.includes('Mars')) total -= 1;
  }
  if (karaka !== 'Rahu' && karaka !== 'Ketu') {
    const k = c.grahas[karaka];
    if (good(k.dignity)) total += 1;
    else if (k.dignity === 'debilitated') total -= 1;
    if (k.combustion.combust) total -= 1;
  }
  const mean = total / houses.length;
  return { total, verdict: mean >= 2 ? 'favourable' : mean <= -2 ? 'challenging' : 'mixed' };
}

/** Deterministic pseudo-random charts (a linear congruential generator), so every house sees strong and weak charts. */
function randomCharts(count: number): YogaChart[] {
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const signs = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
  const pick = () => `${signs[Math.floor(next() * 12)] ?? 'Ar'}${1 + Math.floor(next() * 28)}`;
  return Array.from({ length: count }, () =>
    chartOf(pick(), { Su: pick(), Mo: pick(), Ma: pick(), Me: pick(), Ju: pick(), Ve: pick(), Sa: pick(), Ra: pick() }),
  );
}

describe('house promise questions (q01-q23, q53, q56, q90)', () => {
  const ids = QUESTION_IDS.filter((id) => QUESTIONS.data[id].method.rule === 'house_promise');
  const charts = randomCharts(300);

  test(`${ids.length} questions: verdict and score re-derived on 300 charts, and every verdict flips`, () => {
    expect(ids.length).toBe(26);
    const mismatches: string[] = [];
    for (const id of ids) {
      const m = QUESTIONS.data[id].method;
      if (m.rule !== 'house_promise') continue;
      const seen = new Set<string>();
      charts.forEach((c, i) => {
        const f = verdictOf(id, context(c));
        const e = expectedPromise(c, m.houses, m.karaka);
        const points = f.reasoning.reduce((s, r) => s + (r.points ?? 0), 0);
        if (f.verdict !== e.verdict || points !== e.total)
          mismatches.push(`${id} chart ${i}: ${f.verdict} ${points} vs ${e.verdict} ${e.total}`);
        seen.add(f.verdict);
      });
      expect([...seen].sort(), `${id} flips`).toEqual(['challenging', 'favourable', 'mixed']);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  test('timing windows: only antardashas of significators (lords, occupants, karaka), within 20 years, in time order', () => {
    const c = hand();
    const f = verdictOf('q01', context(c));
    // 7th from Aries is Libra, lord Venus; no occupant; karaka Venus: Venus antardashas only.
    expect(f.timingWindows.length).toBeGreaterThan(0);
    for (const w of f.timingWindows) {
      expect(w.antar).toBe('Venus');
      expect(w.endJdUt).toBeGreaterThan(AT);
      expect(w.startJdUt).toBeLessThan(AT + 20 * 365.25);
    }
    const starts = f.timingWindows.map((w) => w.startJdUt);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

describe('engine questions', () => {
  test(
    'q25 Sade Sati on 2026-01-01 (Saturn in sidereal Pisces since 29 Mar 2025): Moon in Pisces yes (peak), in ' +
      'Gemini no',
    () => {
      const at = (moonSign: number) =>
        context(hand(), {
          sadesati: () => sadesati({ ayanamsa: 'lahiri', grahas: { Moon: { signIndex: moonSign } } }, AT),
        });
      const yes = verdictOf('q25', at(11));
      expect(yes.verdict).toBe('yes');
      expect(yes.summary).toMatch(/peak/);
      expect(yes.timingWindows).toHaveLength(1);
      expect(verdictOf('q25', at(2)).verdict).toBe('no');
    },
  );

  test(
    'q26 manglik: Mars in the 3rd (no dosha house from lagna, Moon or Venus) no; Mars in Libra, the 7th from an ' +
      'Aries lagna, yes',
    () => {
      expect(verdictOf('q26', context(hand())).verdict).toBe('no');
      const yes = verdictOf('q26', context(hand({ Ma: 'Li10' })));
      expect(yes.verdict).toBe('yes');
      expect(yes.reasoning[0]?.fact).toMatch(/7th from the lagna/);
      // Mars in its own sign Scorpio (8th): formed but cancelled (Mars in Aries or Scorpio).
      expect(verdictOf('q26', context(hand({ Ma: 'Sc10' }))).verdict).toBe('cancelled');
    },
  );

  test('q27 Kalasarpa: grahas on both sides none; all seven between Rahu (Taurus) and Ketu (Scorpio) full', () => {
    expect(verdictOf('q27', context(hand())).verdict).toBe('none');
    const all = hand({ Su: 'Ge10', Mo: 'Cn10', Ma: 'Le10', Me: 'Ge20', Ju: 'Vi10', Ve: 'Cn20', Sa: 'Li10' });
    expect(verdictOf('q27', context(all)).verdict).toBe('full');
  });

  test(
    'q28 and q29 transits from the Moon (Leo): Jupiter 2nd (Virgo) favourable, 3rd (Libra) not; Saturn 11th ' +
      '(Gemini) favourable, 8th (Pisces) not',
    () => {
      // Good houses from the janma rashi: Jupiter 2, 5, 7, 9, 11; Saturn 3, 6, 11. The other grahas sit in Leo (the
      // 1st), the vedha house of neither Jupiter's 2nd (12th) nor Saturn's 11th (5th).
      const sky = (jupiter: number, saturn: number): Record<Graha, number> => ({
        Sun: 130,
        Moon: 130,
        Mars: 130,
        Mercury: 130,
        Venus: 130,
        Jupiter: jupiter,
        Saturn: saturn,
        Rahu: 130,
        Ketu: 310,
      });
      const ctx = (j: number, s: number) => context(hand(), { transits: () => sky(j, s) });
      expect(verdictOf('q28', ctx(165, 75)).verdict).toBe('favourable');
      expect(verdictOf('q28', ctx(195, 75)).verdict).toBe('unfavourable');
      expect(verdictOf('q29', ctx(165, 75)).verdict).toBe('favourable');
      expect(verdictOf('q29', ctx(165, 345)).verdict).toBe('unfavourable');
    },
  );

  test(
    'q32 Pancha Mahapurusha: Jupiter exalted in the 4th (Hamsa) yes; no star graha in own or exaltation sign in a ' +
      'kendra, no',
    () => {
      // BASE: Jupiter in Cancer (exalted) in the 4th, Saturn in Capricorn (own) in the 10th: Hamsa and Shasha.
      const yes = verdictOf('q32', context(hand()));
      expect(yes.verdict).toBe('yes');
      expect(yes.summary).toMatch(/Hamsa/);
      expect(yes.summary).toMatch(/Shasha/);
      // Jupiter to Leo (5th), Saturn to Aquarius (11th): Mars Gemini 3rd, Mercury Aquarius 11th, Venus Capricorn 10th
      // (neither own nor exalted).
      expect(verdictOf('q32', context(hand({ Ju: 'Le15', Sa: 'Aq15' }))).verdict).toBe('no');
    },
  );

  test(
    'q30 raja yoga: 9th lord Jupiter (Cancer) and 10th lord Saturn (Capricorn) in mutual aspect yes; a chart with ' +
      'no kendra-trikona link no',
    () => {
      const yes = verdictOf('q30', context(hand()));
      expect(yes.verdict).toBe('yes');
      expect(yes.summary).toMatch(/Dharma/i);
      // Aries lagna; kendra lords Mars, Moon, Venus, Saturn; trikona lords Mars, Sun, Jupiter. Jupiter Sg, Saturn Aq,
      // Venus Pi, Sun and Mercury Ge, Moon Vi, Mars Cn: no two of them share a sign, none aspect each other both ways
      // (Mars's 8th falls on Saturn, but Saturn's 3rd, 7th, 10th miss Cancer), no exchange, one graha exalted (Venus),
      // Mercury not in a kendra, neither the Moon (Virgo 15, navamsa Taurus) nor the lagna (Aries 15, navamsa Leo)
      // vargottama: no raja yoga by any rule of the catalogue.
      const none = hand({ Ju: 'Sg15', Sa: 'Aq15', Ve: 'Pi5', Su: 'Ge5', Me: 'Ge10', Mo: 'Vi15', Ma: 'Cn20' });
      expect(verdictOf('q30', context(none)).verdict).toBe('no');
    },
  );

  test('q31 dhana yoga: the 2nd lord Venus and the 11th lord Saturn together in Capricorn', () => {
    const f = verdictOf('q31', context(hand()));
    expect(f.verdict).toBe('yes');
    expect(f.reasoning.some((r) => /Venus/.test(r.fact) && /Saturn/.test(r.fact))).toBe(true);
  });

  test('q31 flips: no wealth lords linked and no BPHS ch. 41 sign yoga, no; swap Venus and Jupiter, an exchange, yes', () => {
    // Aries lagna: the wealth houses 2, 5, 9, 11 are lorded by Venus, the Sun, Jupiter and Saturn. Sun Aries (1st,
    // aspects the 7th), Jupiter Taurus (2nd, aspects the 6th, 8th, 10th), Saturn Gemini (3rd, aspects the 5th, 9th,
    // 12th), Venus Cancer (4th, aspects the 10th): no two share a sign, none is aspected back by the one it aspects,
    // and none sits in another's sign. The sign yogas for an Aries lagna need the Sun in Leo in the 5th or Mars in
    // Aries in the lagna (Mars is in Virgo); Bahudravyarjana needs the lagna lord in the 2nd. So none is formed.
    const none = hand({ Su: 'Ar10', Ju: 'Ta15', Sa: 'Ge15', Ve: 'Cn5', Ma: 'Vi20', Me: 'Pi25', Mo: 'Li15' });
    const no = verdictOf('q31', context(none));
    expect(no.verdict).toBe('no');
    expect(no.summary).toMatch(/^No: none of the \d+ dhana yoga rules/);
    // Venus to Sagittarius and Jupiter to Taurus: the 2nd lord in the 9th lord's sign and the 9th lord in the 2nd
    // lord's sign, an exchange of signs (parivartana) between two wealth lords.
    const swapped = verdictOf(
      'q31',
      context(hand({ Su: 'Ar10', Ju: 'Ta15', Sa: 'Ge15', Ve: 'Sg5', Ma: 'Vi20', Me: 'Pi25', Mo: 'Li15' })),
    );
    expect(swapped.verdict).toBe('yes');
    expect(swapped.reasoning.map((r) => r.rule)).toContain('Dhana yoga (lords of 2, 5, 9, 11, exchange of signs)');
    expect(
      swapped.reasoning.some(
        (r) => /Jupiter/.test(r.fact) && /Venus/.test(r.fact) && /each other's signs/.test(r.fact),
      ),
    ).toBe(true);
    // A BPHS ch. 41 sign yoga alone: the Sun in its own Leo in the 5th, the Moon, Jupiter and Saturn in the 11th
    // (Aquarius). Jupiter and Saturn together there (lords of the 9th and 11th) also form the conjunction rule.
    const leo = verdictOf(
      'q31',
      context(hand({ Su: 'Le10', Mo: 'Aq5', Ju: 'Aq15', Sa: 'Aq25', Me: 'Le20', Ve: 'Vi5', Ma: 'Ge20' })),
    );
    expect(leo.verdict).toBe('yes');
    expect(leo.reasoning.map((r) => r.rule)).toContain(
      'Dhana yoga (Sun in own sign in the 5th, Moon, Jupiter and Saturn in the 11th)',
    );
  });

  test('q36 flips: the published Ardra-Purva Ashadha pair good; Ashwini with Hasta, worked by hand, not recommended', () => {
    const moonIn = (index: number, pada: number) => matchMoon(index * NAKSHATRA_ARC + (pada - 0.5) * PADA_ARC);
    const withPartner = (bride: number, bp: number, groom: number, gp: number) =>
      context(hand(), { match: () => ashtakoota(moonIn(bride, bp), moonIn(groom, gp)) });
    // Telugu Sourabham (2012-12-20) publishes 29.5 for bride Ardra pada 2, groom Purva Ashadha pada 3. Against it the
    // engine's default differs by two documented points (matching.test.ts): vashya 1, not 2 (Sagittarius past 15
    // degrees is quadruped), and tara 1.5, not 3 (counted both ways): 27, in the band 24-31, good.
    const good = verdictOf('q36', withPartner(5, 2, 19, 3));
    expect(good.verdict).toBe('good');
    expect(good.summary).toMatch(/^Ashtakoota 27 of 36/);
    // Bride Ashwini (Aries, Mars, horse, deva, adi nadi), groom Hasta (Virgo, Mercury, buffalo, deva, adi nadi):
    // varna 0 (the groom's Vaishya below the bride's Kshatriya); tara 1.5 (Ashwini to Hasta is the 13th star,
    // Kshema; Hasta to Ashwini the 16th, Naidhana); yoni 0 (horse and buffalo are sworn enemies); graha maitri 0.5
    // (Mars counts Mercury an enemy, Mercury counts Mars neutral); gana 6 (both deva); bhakoot 0 (6th and 8th,
    // lords Mars and Mercury not one and not friends); nadi 0 (both adi, different signs, no exception). With the
    // vashya tables' most generous 2 the total is at most 10 of 36: below 18, not recommended.
    const poor = verdictOf('q36', withPartner(0, 2, 12, 2));
    expect(poor.verdict).toBe('not_recommended');
    const byKoota = Object.fromEntries(
      poor.reasoning.map((r) => [r.rule.replace(' koota', ''), Number(r.fact.split(' of ')[0])]),
    );
    expect({ ...byKoota, vashya: undefined }).toEqual({
      varna: 0,
      vashya: undefined,
      tara: 1.5,
      yoni: 0,
      graha_maitri: 0.5,
      gana: 6,
      bhakoot: 0,
      nadi: 0,
    });
    expect(byKoota.vashya).toBeLessThanOrEqual(2);
    // A koota at half its maximum or more supports the match: tara (1.5 of 3) and gana, and vashya at 1 or 2.
    const supports = poor.reasoning
      .filter((r) => r.effect === 'supports')
      .map((r) => r.rule)
      .filter((r) => r !== 'vashya koota');
    expect(supports).toEqual(['tara koota', 'gana koota']);
  });

  test(
    'q37 doshas: BASE (worked by hand to hold no chart-only dosha, see dosha/catalogue/hand.test-helpers.ts) none; ' +
      'Mars to Libra, the 7th, present',
    () => {
      const none = verdictOf('q37', context(hand()));
      expect(none.verdict).toBe('none');
      // Without a birth panchanga, a partner or the date, those rules are named as missing (the answer is PARTIAL).
      expect(none.missing?.length).toBeGreaterThan(0);
      const kuja = verdictOf('q37', context(hand({ Ma: 'Li10' })));
      expect(kuja.verdict).toBe('present');
      expect(kuja.reasoning.some((r) => /Mars/.test(r.fact))).toBe(true);
    },
  );

  test('q35 atmakaraka: the graha furthest into its sign (Rahu counted backwards)', () => {
    // BASE degrees: Sun 10, Moon 15, Mars 20, Mercury 25, Jupiter 15, Venus 5, Saturn 15, Rahu 30-15=15: Mercury.
    expect(verdictOf('q35', context(hand())).verdict).toBe('Mercury');
    // Venus to 29 degrees of Capricorn: Venus.
    expect(verdictOf('q35', context(hand({ Ve: 'Cp29' }))).verdict).toBe('Venus');
    // Rahu at 1 degree of Taurus counts 29: Rahu.
    expect(verdictOf('q35', context(hand({ Ra: 'Ta1' }))).verdict).toBe('Rahu');
  });

  test('q33 strongest graha: the highest shadbala ratio (the shadbala engine is tested against Raman elsewhere)', () => {
    const sb = (ratios: Partial<Record<Graha, number>>) => {
      const order = (Object.entries(ratios) as [Graha, number][]).sort((a, b) => b[1] - a[1]).map(([g]) => g);
      const grahas = Object.fromEntries(
        Object.entries(ratios).map(([g, r]) => [g, { ratio: r, totalRupas: r * 5, requiredRupas: 5 }]),
      );
      return { strongestFirst: order, grahas, refs: [] } as unknown as ShadbalaResult;
    };
    expect(
      verdictOf('q33', context(hand(), { shadbala: () => sb({ Sun: 1.4, Moon: 1.1, Saturn: 0.9 }) })).verdict,
    ).toBe('Sun');
    expect(
      verdictOf('q33', context(hand(), { shadbala: () => sb({ Sun: 1.0, Moon: 1.3, Saturn: 0.9 }) })).verdict,
    ).toBe('Moon');
  });

  test(
    'q34 KP: the 7th cusp sub-lord signifying 2, 7 or 11 promises marriage; 1, 6 or 10 only denies; both: with ' +
      'obstacles',
    () => {
      const kp = (signifies: number[]) =>
        ({
          cusps: Array.from({ length: 12 }, (_, i) => ({
            cusp: i + 1,
            longitude: i * 30 + 5,
            sign: 'Aries',
            subLord: 'Venus',
          })),
          significators: [{ planet: 'Venus', starLord: 'Sun', signifies }],
          refs: [],
        }) as unknown as KpResult;
      expect(verdictOf('q34', context(hand(), { kp: () => kp([2, 7]) })).verdict).toBe('promised');
      expect(verdictOf('q34', context(hand(), { kp: () => kp([1, 6]) })).verdict).toBe('not_promised');
      expect(verdictOf('q34', context(hand(), { kp: () => kp([6, 11]) })).verdict).toBe('promised_with_obstacles');
    },
  );
});
