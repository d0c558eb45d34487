// The matching engine against published worked examples, each with its source. Only numbers printed in
// the source are asserted as published; where our convention differs, the test asserts our value and says why (as
// the Telugu Sourabham test in matching.test.ts does). The passages were read in the OCR text of the scans (noise
// kept where quoted below); page numbers are the Jain eLibrary (jainqq.org) scan pages.
import { describe, expect, test } from 'vitest';
import { NAKSHATRA_ARC, PADA_ARC } from '../../vocabulary/names.ts';
import { ashtakoota } from './ashtakoota.ts';
import { dashakoot } from './dashakoot.ts';
import { taraFrom } from './kootas.ts';
import { matchMoon, starCount } from './moon.ts';

/** A Moon in the middle of `pada` (1-4) of the nakshatra at 0-based `index`. */
const moonIn = (index: number, pada: number) => matchMoon(index * NAKSHATRA_ARC + (pada - 0.5) * PADA_ARC);
const koota = (r: ReturnType<typeof ashtakoota>, name: string) => r.kootas.find((k) => k.koota === name);
const points = (r: ReturnType<typeof ashtakoota>) => Object.fromEntries(r.kootas.map((k) => [k.koota, k.points]));
const porutham = (d: ReturnType<typeof dashakoot>, name: string) => d.poruthams.find((p) => p.porutham === name);

describe(
  'Arunkumar Bansal, "Saral Jyotish" (Akhil Bhartiya Jyotish Samstha Sangh; no year in the scan), Jain eLibrary ' +
    'book 009373, ' +
    'scan pp.151, 152, 154 (https://www.jainqq.org/explore/009373/151, https://jainqq.org/explore/009373/152, ' +
    'https://jainqq.org/explore/009373/154)',
  () => {
    // Bride Chandrakala: Revati, Meena. Groom Jagdishchandra: Uttarashadha, Makara. Revati lies wholly in Pisces (pada
    // 1
    // taken; no koota here reads the pada). Uttarashadha is in Capricorn only in padas 2-4 (Capricorn 0-10 deg): pada 3
    // taken, Capricorn 5 deg; padas 2 and 4 score the same.
    const bride = moonIn(26, 1);
    const groom = moonIn(20, 3);
    const r = ashtakoota(bride, groom);

    test(
      'the published points: tara 1.5, graha maitri 3 (p.151), gana 5 (p.152), bhakoot 7 and nadi 0 (p.154), total ' +
        '19 1/2',
      () => {
        expect([bride.sign, groom.sign]).toEqual(['Pisces', 'Capricorn']);
        expect(points(r)).toMatchObject({ tara: 1.5, graha_maitri: 3, gana: 5, bhakoot: 7, nadi: 0 });
        // The OCR of p.154 reads the total "योग 192": taken as 19½ (the ½ sign read as "2"; the page is not legible
        // enough to be sure). The tara points are not clearly legible either (an unexplained "172" stands by the tara
        // row, possibly 1½); the taras themselves, 4 and 7 (below), are, and one good with one bad tara scores 1½.
        expect(r.total).toBe(19.5);
        // Not asserted: the varna, vashya and yoni points, which the OCR of the p.154 table does not show. The totals
        // agree,
        // but that does not confirm those three one by one (ours: varna 0, vashya 1, yoni 2). If the book scored its
        // jalachara/jalachara vashya 2, as one group scores in our table, its varna and yoni must sum to 1 where ours
        // sum to 2.
      },
    );

    test('the attributes printed in the p.154 table, and the verdict: "not auspicious, the nadi scores 0"', () => {
      expect(koota(r, 'varna')).toMatchObject({ groom: 'Vaishya', bride: 'Brahmin' });
      expect(koota(r, 'yoni')?.groom).toMatch(/^Mongoose/); // नकुल
      expect(koota(r, 'yoni')?.bride).toMatch(/^Elephant/); // गज
      expect(koota(r, 'graha_maitri')).toMatchObject({ groom: 'Saturn', bride: 'Jupiter' });
      expect(koota(r, 'gana')).toMatchObject({ groom: 'Manushya', bride: 'Deva' });
      expect(koota(r, 'nadi')).toMatchObject({ groom: 'Antya', bride: 'Antya' });
      // "तारा-4 तारा=7": the groom's star is the 22nd from the bride's (tara 4), the bride's the 7th from the groom's.
      expect([taraFrom(bride, groom).tara, taraFrom(groom, bride).tara]).toEqual([4, 7]);
      // Different signs, so no nadi exception: the dosha stands, as the book concludes.
      expect(r.doshas.nadi).toBe('present');
    });

    test(
      "vashya differs by convention: the book puts the groom's Capricorn Moon in the water group, we split " +
        'Capricorn at 15 deg',
      () => {
        // The table prints "वश्य जलचर / वश्य जलचर" (water, water): the book files all of Capricorn as water. Our table
        // makes Capricorn 0-15 deg quadruped (Uttarashadha padas 2-4 all fall below 10 deg), so quadruped with water:
        // 1.
        expect(groom.degreeInSign).toBeLessThan(15);
        expect(koota(r, 'vashya')).toMatchObject({ bride: 'Jalachara', groom: 'Chatushpada', points: 1 });
      },
    );
  },
);

describe(
  'Nemichandra Shastri, "Bharatiya Jyotish" (Bharatiya Jnanpith), Jain eLibrary book 002676, scan pp.476-482 ' +
    '(https://jainqq.org/pagetext/Bharatiya_Jyotish/002676/476 to /481, https://jainqq.org/explore/002676/477 and ' +
    '/482)',
  () => {
    // Bride Indumati: Krittika, Vrisha. Groom Chandravamsha: Revati, Meena. Krittika is in Taurus only in padas 2-4:
    // pada 3 taken (Taurus 5 deg); Revati lies wholly in Pisces (pada 1). No koota here reads the pada.
    const bride = moonIn(2, 3);
    const groom = moonIn(26, 1);
    const r = ashtakoota(bride, groom);

    test('varna 1 (p.476), tara 1 1/2 from the counts 25 and 4 (pp.477-478), bhakoot 7 (p.482)', () => {
      expect([bride.sign, groom.sign]).toEqual(['Taurus', 'Pisces']);
      expect(koota(r, 'varna')).toMatchObject({ bride: 'Vaishya', groom: 'Brahmin', points: 1 });
      // "कृत्तिका से रेवती तक ... २५ ... रेवती से कृत्तिका तक ... ४": remainders 7 (bad) and 4 (good); "११॥" is the OCR
      // of १॥.
      expect([starCount(bride, groom), taraFrom(bride, groom).tara]).toEqual([25, 7]);
      expect([starCount(groom, bride), taraFrom(groom, bride).tara]).toEqual([4, 4]);
      expect(points(r)).toMatchObject({ tara: 1.5, bhakoot: 7 });
      // Not retrieved from the scan: the graha maitri and nadi results and the total (scan pp.480 foot, 483).
    });

    test(
      'gana: the book gives a deva groom with a rakshasa bride 0 (p.481); our table gives 1, a difference between ' +
        'printed tables',
      () => {
        // "इन्दुमती का कृत्तिका ... राक्षस गण ... चन्द्रवंश का रेवती ... देवगण ... शून्य गुण". Our gana table
        // (tables/matching/points.ts) cites Muhurta Chintamani for the ranking only (deva-rakshasa quarrel, manushya-
        // rakshasa worst, so deva-rakshasa above manushya-rakshasa) and almanac practice for the points; it gives 1 to
        // deva with rakshasa either way. Other printed tables differ: this book, and astropankajseth.co.in (2015/03),
        // give a deva groom with a rakshasa bride 0 and a rakshasa groom with a deva bride 1. Both readings flag the
        // dosha.
        expect(koota(r, 'gana')).toMatchObject({ bride: 'Rakshasa', groom: 'Deva', points: 1, dosha: true });
        expect(r.method).toContain('a deva groom with a rakshasa bride 1');
        expect(r.method).toContain('printed tables differ here');
      },
    );

    test('vashya: the book scores quadruped bride with water groom 2 (p.477); our table 1 (same groups)', () => {
      // "वृष ... चतुष्पद वश्य ... मीन ... जलचर वश्य ... दो गुण": the groups agree; the book's points table was not
      // retrieved.
      expect(koota(r, 'vashya')).toMatchObject({ bride: 'Chatushpada', groom: 'Jalachara', points: 1 });
    });

    test(
      'yoni: the example calls Krittika a serpent (p.480), the ' +
        "book's own list a ram (p.478); our table has the ram",
      () => {
        // p.478: "कृत्तिका, पुष्य की मेष (मेढ़ा) योनि";
        // p.480: "कृत्तिका ... सर्प योनि ... रेवती ... गज योनि ... दो गुण".
        // The book contradicts itself, so its 2 is not asserted. (Our table gives elephant with serpent 3 as well, so
        // the book's yoni table also differs from ours; that table was not retrieved.)
        expect(koota(r, 'yoni')).toMatchObject({ bride: 'Sheep (female)', groom: 'Elephant (female)', points: 3 });
      },
    );
  },
);

describe(
  'B.V. Raman\'s porutham example as quoted by Pt. Jaya Tirtha Charan dasan, "Vedic Marriage Compatibility" ch.18 ' +
    '(2000), ' +
    'hknet.org.nz/synastry9page.htm, and by ianala.blogspot.com/2016/11/other-minor-kootas-for-match-making.html',
  () => {
    // Raman's own page is not verified: neither his book nor its page was seen, only these two quotations.
    // Girl Dhanishta in Makara: padas 1-2 only (pada 1 taken, Capricorn 25 deg). Boy Mrigasira in Taurus: padas 1-2
    // only (pada 2 taken, Taurus 28.3 deg). The three poruthams below read the star count alone, not the pada.
    const girl = moonIn(22, 1);
    const boy = moonIn(4, 2);
    const d = dashakoot(girl, boy);

    test('dina: the 10th star, remainder 1, no agreement (hknet.org.nz)', () => {
      expect([girl.sign, boy.sign]).toEqual(['Capricorn', 'Taurus']);
      expect(starCount(girl, boy)).toBe(10);
      expect(porutham(d, 'Dina')?.matched).toBe(false);
    });

    test('mahendra: the 10th, good; stri-dirgha: beyond the 9th, agreement present (ianala.blogspot.com)', () => {
      expect(porutham(d, 'Mahendra')).toMatchObject({ matched: true, grade: 'good' });
      // Matched as quoted. Our grade is 'fair': we call beyond the 13th good and the 8th to 13th fair, where the quote
      // gives Raman's line as beyond the 9th (and "some authorities" beyond the 7th).
      expect(porutham(d, 'Stri-Dirgha')).toMatchObject({ matched: true, grade: 'fair' });
      // Not quoted, so not asserted: the other poruthams and Raman's unit total.
    });
  },
);
