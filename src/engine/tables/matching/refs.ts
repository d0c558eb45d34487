/**
 * Citations of the matching tables. Every one is pending: nobody here has checked a verse against an edition, and
 * the points given to each koota are printed by manuals and almanacs rather than stated verse by verse. The South
 * Indian poruthams cite Kalaprakashika, the text Tamil practice names for them. The verdict bands are the service's
 * own (tier `service`), never presented as tradition.
 */
import { cite, type Citation } from '../sources.ts';

const NOT_CHECKED = 'chapter and verse not checked against an edition';
const vivaha = (note: string): Citation =>
  cite('muhurta_chintamani', {
    chapter: 'vivaha prakarana (marriage)',
    status: 'pending',
    note: `${note}; ${NOT_CHECKED}`,
  });
const porutham = (note: string): Citation =>
  cite('kalaprakashika', {
    chapter: 'marriage agreement (porutham)',
    status: 'pending',
    note: `${note}; ${NOT_CHECKED}`,
  });
const almanac = (note: string): Citation => cite('almanac_practice', { status: 'pending', note });

export const MATCHING_REFS = {
  varna: [
    vivaha(
      'varna koota: the four varnas by Moon sign (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra); 1 ' +
        "point when the groom's is equal or higher",
    ),
  ],
  vashya: [
    vivaha(
      'vashya koota: the five groups of signs (quadruped, human, water, wild, insect) with Sagittarius and ' +
        'Capricorn split at 15 degrees',
    ),
    almanac('the 2 / 1 / 0.5 / 0 points between vashya groups as manuals print them'),
  ],
  tara: [
    vivaha(
      'tara koota: the ninefold tara from one birth star to the other; the 3rd, 5th and 7th (vipat, pratyak, ' +
        'naidhana) are bad',
    ),
  ],
  yoni: [
    vivaha('yoni koota: the fourteen animals of the nakshatras and the seven pairs of sworn enemies'),
    almanac(
      'the 4 / 3 / 2 / 1 / 0 points between yonis (same, friendly, neutral, unfriendly, enemy) as manuals print ' +
        'the 14 x 14 table',
    ),
  ],
  grahaMaitri: [
    vivaha('graha maitri koota: the natural relation of the two Moon-sign lords'),
    almanac('the 5 / 4 / 3 / 1 / 0.5 / 0 points by the pair of relations as manuals print them'),
  ],
  gana: [
    vivaha(
      'gana koota: deva, manushya, rakshasa; same gana best, deva-manushya middling, deva-rakshasa quarrel, ' +
        'manushya-rakshasa worst',
    ),
    almanac('the 6 / 5 / 1 / 0 points as manuals print them, read groom by bride'),
  ],
  bhakoot: [vivaha('bhakoot (rashi) koota: the Moon signs 2-12, 5-9 or 6-8 from each other score nothing')],
  nadi: [vivaha('nadi koota: the same nadi (adi, madhya, antya) for both is a dosha')],
  bhakootParihara: [
    vivaha(
      'bhakoot dosha held cancelled when the two Moon signs have one lord or mutually friendly lords (texts ' +
        'differ on the friendly lords)',
    ),
  ],
  nadiParihara: [
    vivaha(
      'nadi dosha held cancelled for one sign with different nakshatras, or one nakshatra with different padas ' +
        '(texts differ)',
    ),
  ],
  ganaParihara: [vivaha('gana dosha held cancelled when the Moon-sign lords are one graha or mutual friends')],
  dina: [
    porutham(
      "dina porutham: the groom's star counted from the bride's; the counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, " +
        '24, 26 agree',
    ),
  ],
  ganaPorutham: [
    porutham('gana porutham: same gana agrees, deva with manushya is middling, rakshasa with another gana fails'),
  ],
  mahendra: [
    porutham("mahendra porutham: the groom's star 4th, 7th, 10th, 13th, 16th, 19th, 22nd or 25th from the bride's"),
  ],
  striDirgha: [porutham("stri-dirgha porutham: the groom's star beyond the 13th from the bride's")],
  yoniPorutham: [porutham('yoni porutham: enemy animals fail')],
  rasi: [porutham('rasi porutham: the Moon signs; readings differ on which counts fail')],
  rasyadhipati: [porutham('rasyadhipati porutham: the lords of the Moon signs friendly or the same')],
  vasya: [porutham('vasya porutham: the signs vasya (under the control of) a sign, listed sign by sign')],
  rajju: [
    porutham(
      'rajju porutham: the five rajjus (foot, hip, navel, neck, head) in the zig-zag order of the stars; the same ' +
        'rajju fails',
    ),
  ],
  vedha: [
    porutham(
      'vedha porutham: the pairs of stars that pierce each other; Mrigashira, Chitra and Dhanishta pierce one another',
    ),
  ],
  remedies: [
    almanac(
      'remedies (japa, dana) for koota doshas as almanacs and priests advise them; no classical verse known to ' +
        'the project',
    ),
  ],
  verdict: [
    cite('service_design', {
      status: 'pending',
      note:
        "the verdict bands are this service's own labels for score ranges, not a tradition; 18 of 36 is the " +
        'threshold manuals commonly print',
    }),
  ],
} as const satisfies Record<string, readonly Citation[]>;
