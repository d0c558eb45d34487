// Fixture: test/reference/eclipse/eclipses.json (swetest 2.10.03 -solecl -local / -lunecl -local at four places,
// 2000-2040; generate.py).
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH, eclipseFixture } from '../../../../test/reference/eclipse/fixtures.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';
import { SE } from '../sweph/binding.ts';
import { initEphemeris } from '../sweph/index.ts';
import { SECONDS_PER_DAY } from '../time.ts';
import { nextEclipses, type Eclipse, type LunarEclipse, type SolarEclipse } from './index.ts';
import { aboveHorizon, visibleSpan } from './visibility.ts';

/** Named tolerances. */
const TOL = {
  /** Local contacts and the greatest visible phase, as the maximum (60 s). */
  contactSeconds: 60,
  /** swetest prints 4 decimals. */
  magnitude: 1e-4,
  /**
   * Horizon band, degrees: the service's horizon is the Moon's or Sun's centre on the true horizon; swetest's
   * visibility test differs by up to about half a degree (refraction, limb), so events nearer the horizon than
   * this are counted, not compared.
   */
  horizonDegrees: 0.75,
};

const fx = eclipseFixture();
const JD_2000 = 2451544.5;
const JD_2041 = 2466520.5;
const byPlace = new Map<string, Eclipse[]>();

beforeAll(() => {
  initEphemeris(EPHE_PATH);
  for (const p of fx.places) {
    const list = nextEclipses({
      fromJdUt: JD_2000,
      count: fx.solar.length + fx.lunar.length,
      latitude: p.latitude,
      longitude: p.longitude,
    });
    byPlace.set(
      p.name,
      list.filter((e) => e.maximum.jdUt < JD_2041),
    );
  }
});

const seconds = (a: number, b: number): number => Math.abs(a - b) * SECONDS_PER_DAY;

describe('local solar circumstances against swetest -solecl -local', () => {
  test('seen from the place exactly when swetest lists it; contacts, greatest phase and magnitude', () => {
    const wContact = worst();
    const wSeen = worst();
    const wMag = worst();
    const skipped: string[] = [];
    for (const p of fx.places) {
      const solar = byPlace.get(p.name)!.filter((e): e is SolarEclipse => e.kind === 'solar');
      for (const e of solar) {
        const ref = p.solar.find((r) => Math.abs(r.max_jd_ut - e.maximum.jdUt) < 0.5);
        const at = `${p.name} ${e.maximum.utc}`;
        expect(e.locallyVisible, at).toBe(ref !== undefined);
        if (ref === undefined) continue;
        const L = e.local;
        // swetest's own contacts are out of order for a 0.0007 grazing eclipse (Reykjavik 2006-03-29).
        if (ref.first_contact !== null && ref.fourth_contact !== null && ref.fourth_contact < ref.first_contact) {
          skipped.push(`${at}: swetest's fourth contact precedes its first`);
          continue;
        }
        const pairs = [
          [L.firstContact, ref.first_contact],
          [L.secondContact, ref.second_contact],
          [L.thirdContact, ref.third_contact],
          [L.lastContact, ref.fourth_contact],
        ] as const;
        for (const [ours, theirs] of pairs) {
          if (theirs === null) continue; // not seen from the place, or no such contact
          expect(ours, at).not.toBeNull();
          record(wContact, seconds(ours!.jdUt, theirs), at);
        }
        // Where the maximum is well above the horizon, both give the true local maximum and its magnitude; nearer
        // the horizon each gives the greatest phase above its own horizon.
        if ((L.sunAltitudeAtMaximum ?? -90) > TOL.horizonDegrees) {
          expect(L.greatestVisible?.jdUt, at).toBe(L.maximum?.jdUt);
          record(wSeen, seconds(L.greatestVisible!.jdUt, ref.max_jd_ut), at);
          record(wMag, Math.abs(L.magnitude! - ref.magnitude), at);
          expect(L.type, at).toBe(ref.type);
        } else {
          skipped.push(
            `${at}: maximum at altitude ${L.sunAltitudeAtMaximum?.toFixed(2)}, greatest phase at the horizon`,
          );
        }
      }
    }
    report(
      {
        id: 'eclipse.solar-local-contacts.swetest',
        quantity: 'solar eclipse contacts seen from New Delhi, Sydney, London and Reykjavik',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.contactSeconds,
      },
      wContact,
    );
    report(
      {
        id: 'eclipse.solar-local-maximum.swetest',
        quantity: 'local solar eclipse maximum (above the horizon), four places',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.contactSeconds,
      },
      wSeen,
    );
    report(
      {
        id: 'eclipse.solar-local-magnitude.swetest',
        quantity: 'local solar eclipse magnitude (maximum above the horizon), four places',
        reference: 'swetest',
        unit: 'fraction of the diameter',
        tolerance: TOL.magnitude,
      },
      wMag,
    );
    console.info(`solar local: ${skipped.length} comparisons left out:\n  ${skipped.join('\n  ')}`);
    expect(wContact.max).toBeLessThanOrEqual(TOL.contactSeconds);
    expect(wSeen.max).toBeLessThanOrEqual(TOL.contactSeconds);
    expect(wMag.max).toBeLessThanOrEqual(TOL.magnitude);
    expect(wContact.count).toBeGreaterThan(100);
  });

  test('consistency: contacts in order, visible span inside them, sutak only when seen', () => {
    for (const p of fx.places) {
      for (const e of byPlace.get(p.name)!) {
        if (e.kind !== 'solar') continue;
        const L = e.local;
        const at = `${p.name} ${e.maximum.utc}`;
        if (L.type === null) {
          expect(L.visible, at).toBeNull();
          continue;
        }
        const c = [L.firstContact, L.secondContact, L.maximum, L.thirdContact, L.lastContact].filter((x) => x !== null);
        for (let i = 1; i < c.length; i++) expect(c[i]!.jdUt, at).toBeGreaterThan(c[i - 1]!.jdUt);
        expect(L.secondContact === null, at).toBe(L.type === 'partial');
        if (L.visible !== null) {
          expect(L.visible.start.jdUt, at).toBeGreaterThanOrEqual(L.firstContact!.jdUt);
          expect(L.visible.end.jdUt, at).toBeLessThanOrEqual(L.lastContact!.jdUt);
          expect(e.sutak.applies, at).toBe(true);
          expect(e.sutak.start!.jdUt, at).toBeCloseTo(L.firstContact!.jdUt - 0.5, 9);
          expect(e.sutak.end!.jdUt, at).toBe(L.lastContact!.jdUt);
        } else {
          expect(e.sutak.applies, at).toBe(false);
          expect(e.sutak.reason, at).toBe('not_visible');
        }
      }
    }
  });
});

describe('local lunar circumstances against swetest -lunecl -local', () => {
  const NAMES = [
    'penumbral_start',
    'partial_start',
    'total_start',
    'total_end',
    'partial_end',
    'penumbral_end',
  ] as const;
  const CAMEL = ['penumbralStart', 'partialStart', 'totalStart', 'totalEnd', 'partialEnd', 'penumbralEnd'] as const;

  test('the Moon is above the horizon at a contact exactly when swetest shows it (outside the horizon band)', () => {
    let compared = 0;
    const near: string[] = [];
    for (const p of fx.places) {
      const place = { latitude: p.latitude, longitude: p.longitude };
      for (const e of byPlace.get(p.name)!) {
        if (e.kind !== 'lunar') continue;
        const ref = p.lunar.find((r) => Math.abs(r.max_jd_ut - e.maximum.jdUt) < 1e-3);
        const dropped = new Set(ref?.dropped.map((d) => d.contact));
        NAMES.forEach((name, i) => {
          const contact = e.local.contacts[CAMEL[i]!];
          if (contact === null || dropped.has(name)) return;
          const { above, altitude } = aboveHorizon(contact.jdUt, SE.SE_MOON, place);
          const at = `${p.name} ${e.maximum.utc} ${name} (altitude ${altitude.toFixed(3)})`;
          if (Math.abs(altitude) < TOL.horizonDegrees) {
            near.push(at);
            return;
          }
          compared += 1;
          expect(above, at).toBe(ref !== undefined && ref.visible_contacts[name] !== null);
        });
      }
    }
    console.info(
      `lunar contact visibility: ${compared} contacts agree with swetest; ${near.length} within ` +
        `${TOL.horizonDegrees} deg of the horizon not compared:\n  ${near.join('\n  ')}`,
    );
    expect(compared).toBeGreaterThan(1000);
  });

  test('swetest lists an eclipse at a place exactly when some of its penumbral phase is above the horizon there', () => {
    const near: string[] = [];
    for (const p of fx.places) {
      const place = { latitude: p.latitude, longitude: p.longitude };
      for (const e of byPlace.get(p.name)!) {
        if (e.kind !== 'lunar') continue;
        const c = e.local.contacts;
        const span = visibleSpan(c.penumbralStart!.jdUt, c.penumbralEnd!.jdUt, SE.SE_MOON, place);
        const listed = p.lunar.some((r) => Math.abs(r.max_jd_ut - e.maximum.jdUt) < 1e-3);
        const at = `${p.name} ${e.maximum.utc}`;
        const edge = [c.penumbralStart!.jdUt, c.penumbralEnd!.jdUt]
          .map((t) => Math.abs(aboveHorizon(t, SE.SE_MOON, place).altitude))
          .some((a) => a < TOL.horizonDegrees);
        if (edge && (span !== null) !== listed) {
          near.push(at);
          continue;
        }
        expect(span !== null, at).toBe(listed);
      }
    }
    console.info(
      `lunar eclipses listed by swetest -local: agree except ${near.length} at the horizon ${near.join(', ')}`,
    );
  });

  test('visible span of the observed phase, sutak and its reasons', () => {
    for (const p of fx.places) {
      const place = { latitude: p.latitude, longitude: p.longitude };
      for (const e of byPlace.get(p.name)!.filter((x): x is LunarEclipse => x.kind === 'lunar')) {
        const L = e.local;
        const c = L.contacts;
        const at = `${p.name} ${e.maximum.utc}`;
        expect(L.observedPhase, at).toBe(e.type === 'penumbral' ? 'penumbral' : 'umbral');
        const [from, to] =
          L.observedPhase === 'umbral' ? [c.partialStart!, c.partialEnd!] : [c.penumbralStart!, c.penumbralEnd!];
        expect(e.locallyVisible, at).toBe(L.visible !== null);
        if (L.visible !== null) {
          const v = L.visible;
          expect(v.start.jdUt, at).toBeGreaterThanOrEqual(from.jdUt);
          expect(v.end.jdUt, at).toBeLessThanOrEqual(to.jdUt);
          if (v.startsWith === 'contact') expect(v.start.jdUt, at).toBe(from.jdUt);
          else expect(Math.abs(aboveHorizon(v.start.jdUt, SE.SE_MOON, place).altitude), at).toBeLessThan(0.01);
          if (v.endsWith === 'contact') expect(v.end.jdUt, at).toBe(to.jdUt);
          else expect(Math.abs(aboveHorizon(v.end.jdUt, SE.SE_MOON, place).altitude), at).toBeLessThan(0.01);
        }
        if (e.type === 'penumbral') {
          expect(e.sutak, at).toMatchObject({ applies: false, reason: 'penumbral', start: null, end: null });
        } else if (!e.locallyVisible) {
          expect(e.sutak, at).toMatchObject({ applies: false, reason: 'not_visible', start: null, end: null });
        } else {
          expect(e.sutak.applies, at).toBe(true);
          expect(e.sutak.start!.jdUt, at).toBeCloseTo(c.partialStart!.jdUt - 9 / 24, 9);
          expect(e.sutak.end!.jdUt, at).toBe(c.partialEnd!.jdUt);
        }
      }
    }
  });
});
