// The matching engine on hand-placed Moons: a published worked Ashtakoota example, published porutham rule
// examples, the exceptions, the options, and a Moon within 1" of an edge.
import { describe, expect, test } from 'vitest';
import { NAKSHATRA_ARC, PADA_ARC } from '../../vocabulary/names.ts';
import { ashtakoota } from './ashtakoota.ts';
import { dashakoot } from './dashakoot.ts';
import { manglikCrossCheck } from './manglik.ts';
import { matchMoon } from './moon.ts';

/** A Moon in the middle of `pada` (1-4) of the nakshatra at 0-based `index`. */
const moonIn = (index: number, pada: number) => matchMoon(index * NAKSHATRA_ARC + (pada - 0.5) * PADA_ARC);
const points = (r: ReturnType<typeof ashtakoota>) => Object.fromEntries(r.kootas.map((k) => [k.koota, k.points]));

describe('published worked example (Telugu Sourabham blog, 2012-12-20, "ashta kootamulu chuche vidhanam")', () => {
  // Bride Ardra pada 2 (Gemini), groom Purva Ashadha pada 3 (Sagittarius); counted from the bride, as the post does.
  // Published: varna 1, vashya 2 (human, human), tara 3, yoni 2 (dog, monkey), graha 1/2 (Mercury, Jupiter),
  // gana 6, rasi 7, nadi 8: 29 1/2.
  const bride = moonIn(5, 2);
  const groom = moonIn(19, 3);

  test('every koota but vashya as published with tara counted from the bride only (option tara_count)', () => {
    const r = ashtakoota(bride, groom, { taraCount: 'bride_to_groom' });
    expect(points(r)).toEqual({
      varna: 1,
      vashya: 1,
      tara: 3,
      yoni: 2,
      graha_maitri: 0.5,
      gana: 6,
      bhakoot: 7,
      nadi: 8,
    });
    // The one point of difference: the post puts the groom's Sagittarius (21.7 deg, second half) in the human group;
    // the split at 15 degrees this engine applies puts it in the quadruped group (human with quadruped: 1).
    expect(groom.degreeInSign).toBeGreaterThan(15);
    expect(r.kootas.find((k) => k.koota === 'vashya')).toMatchObject({ bride: 'Manava', groom: 'Chatushpada' });
    expect(r.total).toBe(28.5);
  });

  test('the default counts tara both ways: Ardra to Purva Ashadha is Sadhana (good), the reverse Pratyak (bad)', () => {
    const t = ashtakoota(bride, groom).kootas.find((k) => k.koota === 'tara');
    expect(t?.points).toBe(1.5);
    expect(t?.groom).toContain('Sadhana');
    expect(t?.bride).toContain('Pratyak');
  });
});

describe('published porutham rule examples (795388.info, "Star matching for marriage"; jathakaporutham.com)', () => {
  test('bride Ashwini, groom Rohini: the 4th star, dina agrees; bride Revati, groom Ardra: the 7th, no dina', () => {
    expect(dashakoot(moonIn(0, 1), moonIn(3, 1)).poruthams.find((p) => p.porutham === 'Dina')?.matched).toBe(true);
    expect(dashakoot(moonIn(26, 1), moonIn(5, 1)).poruthams.find((p) => p.porutham === 'Dina')?.matched).toBe(false);
  });
});

describe('exceptions', () => {
  test('nadi: one sign, different stars cancels (Krittika pada 2 and Rohini, both Taurus, both Antya) and restores 8', () => {
    const r = ashtakoota(moonIn(2, 2), moonIn(3, 1));
    expect(r.doshas.nadi).toBe('cancelled');
    expect(r.exceptions.find((e) => e.koota === 'nadi')).toMatchObject({
      id: 'nadi_same_sign_other_star',
      pointsBefore: 0,
      pointsAfter: 8,
    });
    // Gana too: Krittika rakshasa, Rohini manushya (0), cancelled by the one lord Venus (+6).
    expect(r.exceptions.map((e) => e.koota).sort()).toEqual(['gana', 'nadi']);
    expect(r.total - r.rawTotal).toBe(14);
  });

  test('nadi: one star, one pada stands', () => {
    const r = ashtakoota(moonIn(3, 1), moonIn(3, 1));
    expect(r.doshas.nadi).toBe('present');
    expect(r.kootas.find((k) => k.koota === 'nadi')?.points).toBe(0);
  });

  test(
    'bhakoot: Aries and Scorpio (6-8, both Mars) cancelled by one lord; Leo and Pisces (6-8) only with the ' +
      'friendly-lords option',
    () => {
      expect(ashtakoota(moonIn(0, 1), moonIn(16, 2)).doshas.bhakoot).toBe('cancelled');
      const leo = moonIn(10, 1);
      const pisces = moonIn(26, 1);
      expect(ashtakoota(leo, pisces).doshas.bhakoot).toBe('present');
      const friendly = ashtakoota(leo, pisces, { bhakootException: 'same_or_friendly_lords' });
      expect(friendly.doshas.bhakoot).toBe('cancelled');
      expect(friendly.exceptions.find((e) => e.koota === 'bhakoot')?.id).toBe('bhakoot_friendly_lords');
    },
  );

  test('gana: a rakshasa-manushya pair under one lord is cancelled (Magha and Purva Phalguni, both Leo)', () => {
    const r = ashtakoota(moonIn(9, 1), moonIn(10, 1));
    expect(r.kootas.find((k) => k.koota === 'gana')).toMatchObject({ points: 0, dosha: true });
    expect(r.doshas.gana).toBe('cancelled');
  });
});

describe('dashakoot', () => {
  test('same star: rajju fails (essential), so not recommended whatever the count', () => {
    const d = dashakoot(moonIn(3, 1), moonIn(3, 2));
    expect(d.total).toBe(10);
    expect(d.poruthams.map((p) => p.porutham)).toEqual([
      'Dina',
      'Gana',
      'Mahendra',
      'Stri-Dirgha',
      'Yoni',
      'Rasi',
      'Rasyadhipati',
      'Vasya',
      'Rajju',
      'Vedha',
    ]);
    expect(d.poruthams.find((p) => p.porutham === 'Rajju')).toMatchObject({ matched: false, weight: 'essential' });
    expect(d.essentialsOk).toBe(false);
    expect(d.verdict).toBe('not_recommended');
  });

  test('vedha from the pair list: Ardra and Shravana pierce (star numbers 6 + 22, not 19)', () => {
    const d = dashakoot(moonIn(5, 1), moonIn(21, 1));
    expect(d.poruthams.find((p) => p.porutham === 'Vedha')?.matched).toBe(false);
  });

  test('the star-count option reverses dina, mahendra and stri-dirgha', () => {
    const bride = moonIn(0, 1);
    const groom = moonIn(3, 1); // 4th from the bride; the bride is 25th from the groom
    const forward = dashakoot(bride, groom).poruthams.find((p) => p.porutham === 'Mahendra');
    const reverse = dashakoot(bride, groom, { starCount: 'groom_to_bride' }).poruthams.find(
      (p) => p.porutham === 'Mahendra',
    );
    expect([forward?.matched, reverse?.matched]).toEqual([true, true]);
    expect(
      dashakoot(bride, groom, { starCount: 'groom_to_bride' }).poruthams.find((p) => p.porutham === 'Stri-Dirgha')
        ?.grade,
    ).toBe('good');
    expect(dashakoot(bride, groom).poruthams.find((p) => p.porutham === 'Stri-Dirgha')?.grade).toBe('bad');
  });
});

describe('a Moon within 1" of an edge is placed by its longitude, and the margin is shown', () => {
  test('0.5" before the end of Ashwini: Ashwini pada 4; 0.5" after: Bharani pada 1', () => {
    const edge = NAKSHATRA_ARC;
    const before = matchMoon(edge - 0.5 / 3600);
    const after = matchMoon(edge + 0.5 / 3600);
    expect([before.nakshatra, before.pada, after.nakshatra, after.pada]).toEqual(['Ashwini', 4, 'Bharani', 1]);
    expect(before.nakshatraEdgeArcsec).toBeCloseTo(0.5, 6);
    expect(after.padaEdgeArcsec).toBeCloseTo(0.5, 6);
    // One arc-second moves the nadi (Adi to Madhya) and with it 8 points.
    const groom = moonIn(12, 1); // Hasta, Adi
    expect(ashtakoota(before, groom).kootas.find((k) => k.koota === 'nadi')?.points).toBe(0);
    expect(ashtakoota(after, groom).kootas.find((k) => k.koota === 'nadi')?.points).toBe(8);
  });
});

test('manglik cross-check: both manglik is samya (cancelled), one only stands', () => {
  const signs = (lagna: number, mars: number) => ({
    lagna: { signIndex: lagna },
    grahas: Object.fromEntries(
      ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((g) => [
        g,
        { signIndex: g === 'Mars' ? mars : (lagna + 1) % 12 },
      ]),
    ) as never,
  });
  // Gemini lagna, the others in Cancer. Mars in Sagittarius: 7th from the lagna, 6th from Moon and Venus, no
  // cancellation (Jupiter in Cancer does not aspect it). Mars in Aries: 11th and 10th, no dosha.
  const manglik = signs(2, 8);
  const clear = signs(2, 0);
  expect(manglikCrossCheck(manglik, manglik)).toMatchObject({ status: 'both_cancelled_by_samya', doshaStands: false });
  expect(manglikCrossCheck(manglik, clear)).toMatchObject({ status: 'bride_only', doshaStands: true });
  expect(manglikCrossCheck(clear, clear).status).toBe('neither');
});
