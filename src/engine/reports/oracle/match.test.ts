// question_text matching on 50 phrasings, each with the catalogue question a reader would expect (chosen by hand
// from the question's wording, not from the matcher's output), and texts that must not be understood.
import { describe, expect, test } from 'vitest';
import type { QuestionId } from '../../tables/oracle/questions.ts';
import { matchText, normalise, termsOf } from './match.ts';
import { resolveText } from './resolve.ts';

const PHRASINGS: [string, QuestionId][] = [
  ['When will I get married?', 'q01'],
  ['what age will my wedding happen', 'q01'],
  ['Shaadi kab hogi?', 'q01'],
  ['Will my married life be happy?', 'q02'],
  ['Is my career going to be successful', 'q03'],
  ['When will I get promoted at work', 'q04'],
  ['Will I be rich?', 'q05'],
  ['When will my money problems improve', 'q06'],
  ['Will I have kids', 'q07'],
  ['When will we have a baby', 'q08'],
  ['Will I go abroad', 'q09'],
  ['Will I settle overseas permanently?', 'q10'],
  ['Will I buy a house of my own', 'q11'],
  ['When can I buy a car', 'q12'],
  ['Will I do well in college', 'q13'],
  ['Will I do a masters degree', 'q14'],
  ['Will I win my court case', 'q15'],
  ['How is my health', 'q16'],
  ['Am I a spiritual person?', 'q17'],
  ['Will I attain moksha', 'q18'],
  ['How are my relations with my brothers', 'q19'],
  ['Tell me about my mother', 'q20'],
  ['What about my father?', 'q21'],
  ['Will my profits grow', 'q22'],
  ['Will my business partnership succeed', 'q23'],
  ['Which mahadasha am I in now', 'q24'],
  ['Am I going through sade sati?', 'q25'],
  ['Am I mangalik', 'q26'],
  ['Do I have kaal sarp dosh', 'q27'],
  ['Is guru gochar good for me now', 'q28'],
  ['How is the shani transit for me', 'q29'],
  ['Do I have raj yoga', 'q30'],
  ['Is there a dhana yoga', 'q31'],
  ['Ruchaka yoga in my chart?', 'q32'],
  ['Which planet is strongest in my chart', 'q33'],
  ['KP: is marriage promised', 'q34'],
  ['Who is my atmakaraka', 'q35'],
  ['Check our kundli milan', 'q36'],
  ['What doshas do I have', 'q37'],
  ['Will I get divorced?', 'q38'],
  ['Will my baby be a boy or girl?', 'q73'],
  ['ladka ya ladki hoga?', 'q73'],
  ['When will I die', 'q67'],
  ['How long will I live', 'q66'],
  ['Should I invest in bitcoin', 'q57'],
  ['Will I win the lottery', 'q54'],
  ['Do I have cancer', 'q63'],
  ['Will I definitely win my case', 'q69'],
  ['Is my husband cheating on me', 'q92'],
  ['best muhurat for my wedding', 'q39'],
  ['Which gemstone should I wear', 'q43'],
  ['What is my birth nakshatra', 'q100'],
];

describe('question_text matching', () => {
  test(`${PHRASINGS.length} phrasings reach the question a reader expects`, () => {
    const wrong = PHRASINGS.flatMap(([text, id]) => {
      const r = resolveText(text);
      return r.understood && r.id === id
        ? []
        : [`${text} -> ${r.understood ? r.id : 'not understood'} (expected ${id})`];
    });
    expect(wrong).toEqual([]);
    console.info(`question_text matching: ${PHRASINGS.length - wrong.length} of ${PHRASINGS.length} phrasings matched`);
  });

  test('the match and its score are shown: Dice overlap of keywords and terms', () => {
    const r = resolveText('When will I get married?');
    expect(r).toMatchObject({ understood: true, id: 'q01', via: 'keywords', score: 1, matched: ['marriage', 'when'] });
    // "Will I marry?" names only the subject: 2*1/(2+1) for q01 (marriage, when); q02 ties and the lower id wins.
    const m = matchText('Will I marry?');
    expect(m.best?.id).toBe('q01');
    expect(m.best?.score).toBeCloseTo(2 / 3, 12);
    expect(m.closest[0]?.id).toBe('q02');
  });

  test('refusals are found by the policy screen even when the words also match an answerable question', () => {
    const r = resolveText('Will my baby be a boy or girl?');
    expect(r).toMatchObject({ understood: true, id: 'q73', via: 'policy', rule: 'child_sex', trigger: 'boy or girl' });
  });

  test('not understood: no subject, or nothing astrological; the closest questions are offered', () => {
    for (const text of ['When?', 'What is the weather tomorrow', 'asdf qwerty', '']) {
      const r = resolveText(text);
      expect(r.understood, text).toBe(false);
    }
    const r = resolveText('When?');
    expect(r.closest.map((c) => c.id)).toEqual(['q01', 'q04', 'q06']);
  });

  test('normalisation and phrases: case, punctuation, accents; the longest phrase wins', () => {
    expect(normalise("  Jupiter's TRANSIT, now?! ")).toBe('jupiters transit now');
    expect(termsOf('Sade Sati')).toEqual(['sadesati']);
    expect(termsOf('kundli milan')).toEqual(['compatible']);
    expect(termsOf('second marriage')).toEqual(['remarry']);
  });
});
