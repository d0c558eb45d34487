/**
 * The oracle's catalogue: the hundred questions people ask, q01-q100, each with its topic, what it needs, how it
 * is answered and its policy. The choice and wording of the questions is the service's own (tier service); the
 * rules that answer them carry their own citations (reports/oracle). Published by GET /api/v2/oracle/questions.
 */
import { cite, type CitedTable } from '../sources.ts';
import type { OracleMethod, OracleQuestion } from './types.ts';

const B = ['birth'] as const;
const BT = ['birth', 'as_of'] as const;
const NONE = [] as const;

const house = (houses: readonly number[], karaka: Extract<OracleMethod, { rule: 'house_promise' }>['karaka'], timing = false): OracleMethod =>
  ({ rule: 'house_promise', houses, karaka, timing });
const missing = (...what: string[]): OracleMethod => ({ rule: 'not_computed', missing: what });
const POLICY = { rule: 'policy' } as const;

const NO_MUHURTA = 'the muhurta engines (POST /api/v2/muhurta-finder and the other muhurta routes) are not built yet';
const NO_REMEDY = 'the remedy corpus (GET /api/v2/reference/remedy-corpus) is not built, and the project carries no cited rule choosing a remedy from a chart';
const NO_PRASHNA = 'a prashna (horary) engine for the asked moment is not built';

export const QUESTIONS = {
  id: 'oracle.questions',
  cites: [cite('service_design', { chapter: 'oracle catalogue', status: 'pending', note: 'the selection and wording of the hundred questions' })],
  data: {
    q01: { text: 'When will I get married?', topic: 'marriage', inputs: BT, method: house([7], 'Venus', true), policy: 'answer', keywords: ['marriage', 'when'] },
    q02: { text: 'Will my marriage be happy and stable?', topic: 'marriage', inputs: B, method: house([7], 'Venus'), policy: 'answer', keywords: ['marriage', 'happy'] },
    q03: { text: 'Will I have a successful career?', topic: 'career', inputs: B, method: house([10], 'Sun'), policy: 'answer', keywords: ['career', 'success'] },
    q04: { text: 'When will I get a job or a promotion?', topic: 'career', inputs: BT, method: house([10], 'Sun', true), policy: 'answer', keywords: ['career', 'when'] },
    q05: { text: 'Will I become wealthy?', topic: 'wealth', inputs: B, method: house([2, 11], 'Jupiter'), policy: 'answer', keywords: ['wealth'] },
    q06: { text: 'When will my finances improve?', topic: 'wealth', inputs: BT, method: house([11], 'Jupiter', true), policy: 'answer', keywords: ['wealth', 'when'] },
    q07: { text: 'Will I have children?', topic: 'children', inputs: B, method: house([5], 'Jupiter'), policy: 'answer', keywords: ['children'] },
    q08: { text: 'When may I have a child?', topic: 'children', inputs: BT, method: house([5], 'Jupiter', true), policy: 'answer', keywords: ['children', 'when'] },
    q09: { text: 'Will I travel abroad?', topic: 'travel', inputs: BT, method: house([12], 'Saturn', true), policy: 'answer', keywords: ['foreign', 'travel'] },
    q10: { text: 'Will I settle in a foreign country?', topic: 'travel', inputs: B, method: house([12], 'Saturn'), policy: 'answer', keywords: ['foreign', 'settle'] },
    q11: { text: 'Will I own a house or land?', topic: 'property', inputs: B, method: house([4], 'Mars'), policy: 'answer', keywords: ['property'] },
    q12: { text: 'When can I buy a vehicle?', topic: 'property', inputs: BT, method: house([4], 'Venus', true), policy: 'answer', keywords: ['vehicle'] },
    q13: { text: 'Will I do well in my studies?', topic: 'education', inputs: B, method: house([4], 'Mercury'), policy: 'answer', keywords: ['education'] },
    q14: { text: 'Will I pursue higher education?', topic: 'education', inputs: BT, method: house([9], 'Jupiter', true), policy: 'answer', keywords: ['education', 'higher'] },
    q15: { text: 'What does my chart indicate about disputes and court cases?', topic: 'litigation', inputs: B, method: house([6], 'Mars'), policy: 'answer', policyRule: 'legal_caution', keywords: ['litigation'] },
    q16: { text: 'What does my chart indicate about my health and vitality?', topic: 'health', inputs: B, method: house([1], 'Sun'), policy: 'answer', policyRule: 'health_caution', keywords: ['health'] },
    q17: { text: 'Am I inclined to a spiritual life?', topic: 'spiritual', inputs: B, method: house([9], 'Jupiter'), policy: 'answer', keywords: ['spiritual'] },
    q18: { text: 'Does my chart show renunciation or liberation (moksha)?', topic: 'spiritual', inputs: B, method: house([12], 'Ketu'), policy: 'answer', keywords: ['moksha'] },
    q19: { text: 'How are my relations with my siblings?', topic: 'family', inputs: B, method: house([3], 'Mars'), policy: 'answer', keywords: ['siblings'] },
    q20: { text: 'What does my chart say about my mother?', topic: 'family', inputs: B, method: house([4], 'Moon'), policy: 'answer', keywords: ['mother'] },
    q21: { text: 'What does my chart say about my father?', topic: 'family', inputs: B, method: house([9], 'Sun'), policy: 'answer', keywords: ['father'] },
    q22: { text: 'Will my gains and friendships grow?', topic: 'wealth', inputs: B, method: house([11], 'Jupiter'), policy: 'answer', keywords: ['gains', 'friends'] },
    q23: { text: 'Will a business partnership succeed?', topic: 'career', inputs: B, method: house([7], 'Mercury'), policy: 'answer', keywords: ['partnership'] },
    q24: { text: 'Which dasha am I running now and what does it mean?', topic: 'timing', inputs: BT, method: { rule: 'dasha_now' }, policy: 'answer', keywords: ['dasha', 'now'] },
    q25: { text: 'Am I in Sade Sati?', topic: 'dosha', inputs: BT, method: { rule: 'sadesati' }, policy: 'answer', keywords: ['sadesati'] },
    q26: { text: 'Am I manglik?', topic: 'dosha', inputs: B, method: { rule: 'manglik' }, policy: 'answer', keywords: ['manglik'] },
    q27: { text: 'Do I have Kalasarpa dosha?', topic: 'dosha', inputs: B, method: { rule: 'kalasarpa' }, policy: 'answer', keywords: ['kalasarpa'] },
    q28: { text: 'Is Jupiter\'s transit favourable for me now?', topic: 'transit', inputs: BT, method: { rule: 'transit', graha: 'Jupiter' }, policy: 'answer', keywords: ['jupiter', 'transit'] },
    q29: { text: 'Is Saturn\'s transit favourable for me now?', topic: 'transit', inputs: BT, method: { rule: 'transit', graha: 'Saturn' }, policy: 'answer', keywords: ['saturn', 'transit'] },
    q30: { text: 'Do I have a raja yoga?', topic: 'yoga', inputs: B, method: { rule: 'yoga_family', family: 'raja' }, policy: 'answer', keywords: ['raja'] },
    q31: { text: 'Do I have a dhana yoga?', topic: 'yoga', inputs: B, method: { rule: 'yoga_family', family: 'dhana' }, policy: 'answer', keywords: ['dhana'] },
    q32: { text: 'Do I have a Pancha Mahapurusha yoga?', topic: 'yoga', inputs: B, method: { rule: 'yoga_family', family: 'pancha_mahapurusha' }, policy: 'answer', keywords: ['mahapurusha'] },
    q33: { text: 'Which is my strongest planet?', topic: 'strength', inputs: B, method: { rule: 'strongest_graha' }, policy: 'answer', keywords: ['strongest', 'planet'] },
    q34: { text: 'Does KP promise marriage in my chart?', topic: 'kp', inputs: B, method: { rule: 'kp_promise', house: 7, supporting: [2, 7, 11], denying: [1, 6, 10] }, policy: 'answer', keywords: ['kp', 'marriage'] },
    q35: { text: 'What is my atmakaraka?', topic: 'jaimini', inputs: B, method: { rule: 'atmakaraka' }, policy: 'answer', keywords: ['atmakaraka'] },
    q36: { text: 'Are we compatible for marriage?', topic: 'matching', inputs: ['birth', 'partner'], method: { rule: 'compatibility' }, policy: 'answer', keywords: ['compatible'] },
    q37: { text: 'Which doshas does my chart have?', topic: 'dosha', inputs: BT, method: { rule: 'dosha_overview' }, policy: 'answer', keywords: ['dosha'] },
    q38: { text: 'Will my marriage end in divorce?', topic: 'marriage', inputs: BT, method: POLICY, policy: 'redirect', policyRule: 'divorce_redirect', keywords: ['divorce'] },
    q39: { text: 'What is the best date for my wedding?', topic: 'muhurta', inputs: NONE, method: missing('the marriage muhurta scan (POST /api/v2/muhurta/marriage) is not built yet'), policy: 'answer', keywords: ['marriage', 'muhurta'] },
    q40: { text: 'When is a good time to start a new business?', topic: 'muhurta', inputs: NONE, method: missing(NO_MUHURTA), policy: 'answer', keywords: ['business', 'muhurta'] },
    q41: { text: 'When should I move into a new house (griha pravesh)?', topic: 'muhurta', inputs: NONE, method: missing(NO_MUHURTA), policy: 'answer', keywords: ['housewarming'] },
    q42: { text: 'What is a good time to set out on a journey?', topic: 'muhurta', inputs: NONE, method: missing('the travel muhurta (POST /api/v2/travel-muhurta) is not built yet'), policy: 'answer', keywords: ['travel', 'muhurta'] },
    q43: { text: 'Which gemstone should I wear?', topic: 'remedy', inputs: NONE, method: missing(NO_REMEDY), policy: 'answer', keywords: ['gemstone'] },
    q44: { text: 'Which remedies help my weak planets?', topic: 'remedy', inputs: NONE, method: missing(NO_REMEDY), policy: 'answer', keywords: ['remedy'] },
    q45: { text: 'Which rudraksha suits me?', topic: 'remedy', inputs: NONE, method: missing(NO_REMEDY), policy: 'answer', keywords: ['rudraksha'] },
    q46: { text: 'Is my name lucky?', topic: 'numerology', inputs: NONE, method: missing('POST /api/numerology computes the name number, but the project carries no cited rule that calls a name lucky or unlucky'), policy: 'answer', keywords: ['name', 'lucky'] },
    q47: { text: 'What kind of person will my spouse be?', topic: 'marriage', inputs: NONE, method: missing('rules describing the spouse from the 7th house and the darakaraka are not tabulated with citations'), policy: 'answer', keywords: ['spouse', 'nature'] },
    q48: { text: 'Will I have a love marriage or an arranged marriage?', topic: 'marriage', inputs: NONE, method: missing('no cited rule known to the project distinguishes a love marriage from an arranged one'), policy: 'answer', keywords: ['love', 'marriage'] },
    q49: { text: 'Will I marry twice?', topic: 'marriage', inputs: NONE, method: missing('rules for a second marriage (the 2nd and 7th from the 7th, the 9th and 11th houses) are not tabulated with citations'), policy: 'answer', keywords: ['remarry'] },
    q50: { text: 'Which career field suits me?', topic: 'career', inputs: NONE, method: missing('the career report (10th house, amatyakaraka, D10 profession tables; POST /api/v2/career-report) is not built yet'), policy: 'answer', keywords: ['career', 'field'] },
    q51: { text: 'Should I take a job or run a business?', topic: 'career', inputs: NONE, method: missing('no cited rule weighing service against business is tabulated'), policy: 'answer', keywords: ['career', 'business'] },
    q52: { text: 'Will I get a government job?', topic: 'career', inputs: NONE, method: missing('rules for government service (the Sun and the 10th) are not tabulated with citations'), policy: 'answer', keywords: ['government', 'career'] },
    q53: { text: 'Will I go abroad for work?', topic: 'travel', inputs: NONE, method: missing('a combined reading of the 10th and 12th houses for work abroad is not tabulated with citations'), policy: 'answer', keywords: ['foreign', 'career'] },
    q54: { text: 'Will I win the lottery?', topic: 'wealth', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'financial_certainty', keywords: ['lottery'] },
    q55: { text: 'When will I repay my debts?', topic: 'wealth', inputs: NONE, method: missing('timing rules for debts (the 6th house and its lord) are not tabulated with citations'), policy: 'answer', keywords: ['debt'] },
    q56: { text: 'Will I receive an inheritance?', topic: 'wealth', inputs: NONE, method: missing('rules for inheritance (the 8th house) are not tabulated with citations'), policy: 'answer', keywords: ['inheritance'] },
    q57: { text: 'Should I invest in stocks now?', topic: 'wealth', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'financial_certainty', keywords: ['invest'] },
    q58: { text: 'How many children will I have?', topic: 'children', inputs: NONE, method: missing('counting rules for children are not tabulated; the progeny report (POST /api/v2/progeny-report) is not built yet'), policy: 'answer', keywords: ['children', 'count'] },
    q59: { text: 'Are there obstacles to conception?', topic: 'children', inputs: NONE, method: missing('the progeny report (POST /api/v2/progeny-report) is not built yet'), policy: 'answer', keywords: ['conception'] },
    q60: { text: 'When is a good time to conceive?', topic: 'children', inputs: NONE, method: missing('the conception muhurta (POST /api/v2/conception-muhurta) is not built yet'), policy: 'answer', keywords: ['conception', 'when'] },
    q61: { text: 'Will my child be healthy?', topic: 'children', inputs: NONE, method: missing('rules reading a child\'s health from the parent\'s chart are not tabulated with citations'), policy: 'answer', policyRule: 'health_caution', keywords: ['children', 'health'] },
    q62: { text: 'Will I recover from my illness?', topic: 'health', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'medical_certainty', keywords: ['illness', 'recover'] },
    q63: { text: 'Do I have a serious disease?', topic: 'health', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'medical_certainty', keywords: ['illness'] },
    q64: { text: 'Which parts of my body are vulnerable?', topic: 'health', inputs: NONE, method: missing('the drekkana body map (POST /api/v2/body-marks) is not built yet'), policy: 'answer', policyRule: 'health_caution', keywords: ['body'] },
    q65: { text: 'Will I have an accident?', topic: 'health', inputs: NONE, method: missing('no cited rule for accidents is tabulated'), policy: 'answer', keywords: ['accident'] },
    q66: { text: 'How long will I live?', topic: 'health', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'death_date', keywords: ['death', 'lifespan'] },
    q67: { text: 'When will I die?', topic: 'health', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'death_date', keywords: ['death', 'when'] },
    q68: { text: 'When will my parent die?', topic: 'family', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'death_date', keywords: ['death', 'parent'] },
    q69: { text: 'Will I definitely win my court case?', topic: 'litigation', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'legal_certainty', keywords: ['litigation', 'certain'] },
    q70: { text: 'Should I sign this contract?', topic: 'litigation', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'legal_certainty', keywords: ['contract'] },
    q71: { text: 'Will I face imprisonment?', topic: 'litigation', inputs: NONE, method: missing('rules for confinement (bandhana yogas) are not tabulated with citations'), policy: 'answer', policyRule: 'legal_caution', keywords: ['jail'] },
    q72: { text: 'Will my visa be approved?', topic: 'travel', inputs: NONE, method: missing(NO_PRASHNA), policy: 'answer', keywords: ['visa'] },
    q73: { text: 'Will my child be a boy or a girl?', topic: 'children', inputs: NONE, method: POLICY, policy: 'refuse', policyRule: 'child_sex', keywords: ['child_sex'] },
    q74: { text: 'Who are my hidden enemies?', topic: 'litigation', inputs: NONE, method: missing('rules identifying enemies (the 6th and 12th houses) are not tabulated with citations'), policy: 'answer', keywords: ['enemies'] },
    q75: { text: 'Will I find what I have lost?', topic: 'prashna', inputs: NONE, method: missing('the lost-object prashna (POST /api/v2/prasna-lost-object) is not built yet'), policy: 'answer', keywords: ['lost'] },
    q76: { text: 'Will I pass my exam?', topic: 'education', inputs: NONE, method: missing(NO_PRASHNA), policy: 'answer', keywords: ['exam'] },
    q77: { text: 'Which subject should I study?', topic: 'education', inputs: NONE, method: missing('rules choosing a subject of study are not tabulated with citations'), policy: 'answer', keywords: ['education', 'subject'] },
    q78: { text: 'Will I get admission to a university abroad?', topic: 'education', inputs: NONE, method: missing(NO_PRASHNA), policy: 'answer', keywords: ['admission'] },
    q79: { text: 'What does my Moon sign say about my nature?', topic: 'personality', inputs: NONE, method: missing('the oracle does not summarise the chart narrative yet; POST /api/v2/kundli/phaladeepika-narrative gives it'), policy: 'answer', keywords: ['moon', 'nature'] },
    q80: { text: 'What does my ascendant say about me?', topic: 'personality', inputs: NONE, method: missing('the oracle does not summarise the chart narrative yet; POST /api/v2/kundli/phaladeepika-narrative gives it'), policy: 'answer', keywords: ['lagna', 'nature'] },
    q81: { text: 'Which direction is lucky for me?', topic: 'misc', inputs: NONE, method: missing('the oracle does not wrap the fortune direction yet; POST /api/v2/fortune-direction computes it'), policy: 'answer', keywords: ['direction'] },
    q82: { text: 'What are my lucky numbers and colours?', topic: 'numerology', inputs: NONE, method: missing('the oracle does not wrap numerology yet; POST /api/numerology computes it'), policy: 'answer', keywords: ['lucky', 'numbers'] },
    q83: { text: 'What does this year hold for me?', topic: 'timing', inputs: NONE, method: missing('the oracle does not read the annual chart yet; POST /api/v2/varshaphal computes it'), policy: 'answer', keywords: ['year', 'forecast'] },
    q84: { text: 'What will happen this month?', topic: 'timing', inputs: NONE, method: missing('no cited rule for a monthly forecast from the natal chart is tabulated'), policy: 'answer', keywords: ['month', 'forecast'] },
    q85: { text: 'Is today a good day for me?', topic: 'timing', inputs: NONE, method: missing('the personal tarabala (POST /api/v2/tarabala) is not built yet'), policy: 'answer', keywords: ['today'] },
    q86: { text: 'What was I in my past life?', topic: 'misc', inputs: NONE, method: missing('no rule the project can cite reads a past life from a chart'), policy: 'answer', keywords: ['past_life'] },
    q87: { text: 'Will I become famous?', topic: 'career', inputs: NONE, method: missing('rules for fame are not tabulated with citations'), policy: 'answer', keywords: ['fame'] },
    q88: { text: 'Will I succeed in politics?', topic: 'career', inputs: NONE, method: missing('rules for political success are not tabulated with citations'), policy: 'answer', keywords: ['politics'] },
    q89: { text: 'Will I succeed in sports?', topic: 'career', inputs: NONE, method: missing('rules for success in sports are not tabulated with citations'), policy: 'answer', keywords: ['sports'] },
    q90: { text: 'Will I buy property abroad?', topic: 'property', inputs: NONE, method: missing('a combined reading of the 4th and 12th houses is not tabulated with citations'), policy: 'answer', keywords: ['property', 'foreign'] },
    q91: { text: 'Will my relationship with my partner improve?', topic: 'marriage', inputs: NONE, method: missing('a transit rule over both charts for a relationship is not tabulated with citations'), policy: 'answer', keywords: ['relationship', 'improve'] },
    q92: { text: 'Is my partner faithful to me?', topic: 'marriage', inputs: BT, method: POLICY, policy: 'redirect', policyRule: 'partner_conduct_redirect', keywords: ['faithful'] },
    q93: { text: 'When will my bad time end?', topic: 'timing', inputs: NONE, method: missing('the project carries no cited definition of a "bad time"; q24 gives the running dasha and q25 the Sade Sati'), policy: 'answer', keywords: ['bad_time', 'when'] },
    q94: { text: 'Should I change my name?', topic: 'numerology', inputs: NONE, method: missing('the project carries no cited rule for changing a name'), policy: 'answer', keywords: ['name', 'change'] },
    q95: { text: 'Will my former partner come back?', topic: 'marriage', inputs: NONE, method: missing(NO_PRASHNA), policy: 'answer', keywords: ['ex'] },
    q96: { text: 'Will my parents accept my marriage?', topic: 'marriage', inputs: NONE, method: missing('no cited rule reads parents\' consent from a chart'), policy: 'answer', keywords: ['marriage', 'parent'] },
    q97: { text: 'Will I have a happy old age?', topic: 'misc', inputs: NONE, method: missing('rules for old age are not tabulated with citations'), policy: 'answer', keywords: ['old_age'] },
    q98: { text: 'What is my ishta devata?', topic: 'spiritual', inputs: NONE, method: missing('the Jaimini ishta devata rule (12th from the karakamsa) is not tabulated with citations'), policy: 'answer', keywords: ['deity'] },
    q99: { text: 'Which deity should I worship during my dasha?', topic: 'remedy', inputs: NONE, method: missing(NO_REMEDY), policy: 'answer', keywords: ['deity', 'dasha'] },
    q100: { text: 'What is my birth nakshatra and what does it mean?', topic: 'personality', inputs: NONE, method: missing('the nakshatra is computed (POST /api/v2/kundli), but its meaning is not tabulated with citations'), policy: 'answer', keywords: ['nakshatra'] },
  },
} as const satisfies CitedTable<Record<string, OracleQuestion>>;

export type QuestionId = keyof typeof QUESTIONS.data;
export const QUESTION_IDS = Object.keys(QUESTIONS.data) as QuestionId[];
