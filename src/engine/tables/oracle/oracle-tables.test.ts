// Invariants of the oracle's tables: the hundred ids, the policy each question names, the synonym partition.
import { describe, expect, test } from 'vitest';
import { POLICY, SCREEN_ORDER, type PolicyId } from './policy.ts';
import { QUESTION_IDS, QUESTIONS, type QuestionId } from './questions.ts';
import { MODIFIERS, SYNONYMS } from './synonyms.ts';

const q = (id: QuestionId) => QUESTIONS.data[id] as (typeof QUESTIONS.data)[QuestionId] & { policyRule?: PolicyId };

describe('question catalogue', () => {
  test('exactly q01 to q100, in order', () => {
    expect(QUESTION_IDS).toEqual(
      Array.from({ length: 100 }, (_, i) => `q${String(i + 1).padStart(i + 1 === 100 ? 3 : 2, '0')}`),
    );
  });

  test('at least 30 questions are computed; every other one is PARTIAL with what is missing, or policy', () => {
    const computed = QUESTION_IDS.filter((id) => !['not_computed', 'policy'].includes(q(id).method.rule));
    expect(computed.length).toBeGreaterThanOrEqual(30);
    for (const id of QUESTION_IDS) {
      const m = q(id).method;
      if (m.rule === 'not_computed') expect(m.missing.length, id).toBeGreaterThan(0);
      if (m.rule === 'policy') expect(['refuse', 'redirect'], id).toContain(q(id).policy);
      if (q(id).policy !== 'answer') expect(m.rule, id).toBe('policy');
    }
    console.info(
      `oracle catalogue: ${computed.length} computed, ` +
        `${QUESTION_IDS.filter((id) => q(id).method.rule === 'not_computed').length} ` +
        `PARTIAL, ${QUESTION_IDS.filter((id) => q(id).method.rule === 'policy').length} policy`,
    );
  });

  test('computed questions need a birth chart; only compatibility needs a partner', () => {
    for (const id of QUESTION_IDS) {
      const rule = q(id).method.rule;
      if (rule !== 'not_computed' && rule !== 'policy') expect(q(id).inputs, id).toContain('birth');
      expect((q(id).inputs as readonly string[]).includes('partner'), id).toBe(rule === 'compatibility');
    }
  });

  test(
    'a refusal names a refuse rule; a redirect names a redirect rule whose target is computed; a caution is a ' +
      'caution',
    () => {
      for (const id of QUESTION_IDS) {
        const { policy, policyRule } = q(id);
        if (policy === 'answer') {
          if (policyRule !== undefined) expect(POLICY.data[policyRule].action, id).toBe('caution');
          continue;
        }
        expect(policyRule, id).toBeDefined();
        const rule = POLICY.data[policyRule as PolicyId];
        expect(rule.action, id).toBe(policy);
        if (policy === 'redirect') {
          const to = (rule as { redirectTo?: string }).redirectTo as QuestionId;
          expect(QUESTION_IDS).toContain(to);
          expect(q(to).method.rule).toBe('house_promise');
        }
      }
    },
  );

  test('q73 (the sex of a child) is refused under the statute; q38 (divorce) is redirected to q02', () => {
    expect(q('q73')).toMatchObject({ policy: 'refuse', policyRule: 'child_sex' });
    expect(POLICY.data.child_sex.cites.map((c) => c.source)).toContain('pcpndt_act_1994');
    expect(q('q38')).toMatchObject({ policy: 'redirect', policyRule: 'divorce_redirect' });
    expect(POLICY.data.divorce_redirect.redirectTo).toBe('q02');
  });
});

describe('policy table', () => {
  test(
    'every refusal and redirect has triggers, a reason and ' + 'wording, and is screened; cautions have no triggers',
    () => {
      const ids = Object.keys(POLICY.data) as PolicyId[];
      for (const id of ids) {
        const r = POLICY.data[id];
        expect(r.wording.length, id).toBeGreaterThan(40);
        expect(r.reason.length, id).toBeGreaterThan(20);
        expect(r.cites.length, id).toBeGreaterThan(0);
        if (r.action === 'caution') expect(r.triggers, id).toEqual([]);
        else {
          expect(r.triggers.length, id).toBeGreaterThan(0);
          expect(SCREEN_ORDER, id).toContain(id);
          // A redirect leads to a catalogue question; a refusal may stand alone (caste and worth: no question asks it).
          if (r.action === 'redirect' || id !== 'caste_worth')
            expect(
              QUESTION_IDS.some((qid) => q(qid).policyRule === id),
              `${id} has a catalogue question`,
            ).toBe(true);
        }
      }
      // Refusals are screened before redirects: a refusal always wins.
      const firstRedirect = SCREEN_ORDER.findIndex((id) => POLICY.data[id].action === 'redirect');
      expect(SCREEN_ORDER.slice(firstRedirect).every((id) => POLICY.data[id].action === 'redirect')).toBe(true);
    },
  );

  test('wording of the refusals: no prediction, and a way forward', () => {
    expect(POLICY.data.child_sex.wording).toMatch(/will not predict whether a child will be a boy or a girl/);
    expect(POLICY.data.death_date.wording).toMatch(/will not predict when anyone will die/);
    expect(POLICY.data.medical_certainty.wording).toMatch(/doctor/);
    expect(POLICY.data.legal_certainty.wording).toMatch(/lawyer/);
    expect(POLICY.data.financial_certainty.wording).toMatch(/financial adviser/);
    expect(POLICY.data.divorce_redirect.wording).toMatch(/harmony in marriage/);
  });
});

describe('synonyms', () => {
  test('every surface form belongs to one term only, and every keyword and modifier is a term', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [term, surfaces] of Object.entries(SYNONYMS.data)) {
      for (const s of surfaces) {
        const prior = owner.get(s);
        if (prior !== undefined && prior !== term) clashes.push(`${s}: ${prior} and ${term}`);
        owner.set(s, term);
      }
    }
    expect(clashes).toEqual([]);
    const terms = new Set(Object.keys(SYNONYMS.data));
    for (const id of QUESTION_IDS)
      for (const k of q(id).keywords) expect(terms.has(k), `${id} keyword ${k}`).toBe(true);
    for (const m of MODIFIERS.data) expect(terms.has(m), m).toBe(true);
  });

  test('every subject-naming question has a keyword that is not only a modifier', () => {
    const modifiers = new Set<string>(MODIFIERS.data);
    for (const id of QUESTION_IDS)
      expect(
        q(id).keywords.some((k) => !modifiers.has(k)),
        id,
      ).toBe(true);
  });
});
