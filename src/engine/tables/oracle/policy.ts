/**
 * The one policy table the oracle and the chat share: what the service refuses to answer, what it
 * answers only as an astrological indication, and what it redirects, each with the words the user is told and
 * the phrases that recognise the topic in free text. Refusals and redirects are the service's own stance
 * (tier service), except the sex of a child, which Indian law forbids anyone to tell (tier statute).
 *
 * Triggers are matched on the normalised text (lower case, letters and digits, single spaces) as whole phrases.
 */
import { cite, type Citation, type CitedTable } from '../sources.ts';

export type PolicyAction = 'refuse' | 'redirect' | 'caution';

export interface PolicyRule {
  action: PolicyAction;
  /** What the rule is about, in a few words. */
  topic: string;
  /** Why the service acts so: shown to the user with the wording. */
  reason: string;
  /** What the user is told (refusal or redirect text, or the caution that goes with an answer). */
  wording: string;
  /** redirect: the catalogue question answered instead. */
  redirectTo?: string;
  /** Normalised phrases that recognise the topic in a question or a chat message. */
  triggers: readonly string[];
  cites: readonly Citation[];
}

const SERVICE = cite('service_design', {
  chapter: 'oracle policy',
  status: 'pending',
  note: "the service's own stance, not a classical rule",
});

export const POLICY = {
  id: 'oracle.policy',
  cites: [SERVICE],
  data: {
    child_sex: {
      action: 'refuse',
      topic: 'the sex of a child, born or unborn',
      reason:
        "Telling the sex of a foetus is an offence under India's PCPNDT Act, 1994, which exists because sex " +
        'prediction feeds sex selection; ' +
        'the service refuses it for every chart and every country, and no chart fact is read for it.',
      wording:
        'I will not predict whether a child will be a boy or a girl. The service never answers this question. ' +
        'I can read what the chart indicates about children in general (question q07) or the periods that support ' +
        'them (q08).',
      triggers: [
        'boy or girl',
        'girl or boy',
        'son or daughter',
        'daughter or son',
        'sex of my child',
        'sex of the child',
        'sex of my baby',
        'sex of the baby',
        'gender of my child',
        'gender of the child',
        'gender of my baby',
        'gender of the baby',
        'baby gender',
        'child gender',
        'male or female child',
        'will it be a boy',
        'will it be a girl',
        'is it a boy',
        'is it a girl',
        'baby boy or',
        'ladka ya ladki',
        'beta ya beti',
        'sex of the foetus',
        'sex of the fetus',
        'unborn baby gender',
        'gender of my unborn',
        'be male',
        'be female',
        'male or female',
        'female or male',
        'be a boy',
        'be a girl',
        'ladka hoga ya ladki',
        'ladka hoga',
        'ladki hogi',
        'beta hoga',
        'beti hogi',
        'लड़का या लड़की',
        'लड़की या लड़का',
        'लड़का होगा',
        'लड़की होगी',
        'बेटा होगा',
        'बेटी होगी',
      ],
      cites: [
        cite('pcpndt_act_1994', {
          chapter: 'section 5(2) and section 6',
          status: 'pending',
          note: 'no person shall communicate the sex of a foetus; sex determination prohibited',
        }),
        SERVICE,
      ],
    },
    death_date: {
      action: 'refuse',
      topic: "the date or age of death, one's own or anyone's",
      reason:
        'No method the service computes can date a death, and such a prediction can do real harm. The longevity ' +
        'bands of ' +
        'POST /api/v2/pindayu and /api/v2/ayurdaya are proportional indicators, never a prediction of death.',
      wording:
        'I will not predict when anyone will die or how long they will live. ' +
        "If you are worried about your health or someone else's, please speak to a doctor; if you are in " +
        'distress, please reach out to someone you trust or a local helpline.',
      triggers: [
        'when will i die',
        'when i will die',
        'date of death',
        'death date',
        'day of my death',
        'year of my death',
        'how long will i live',
        'how many years will i live',
        'my lifespan',
        'my life span',
        'age of death',
        'age will i die',
        'will i die',
        'when will my father die',
        'when will my mother die',
        'when will my husband die',
        'when will my wife die',
        'when will he die',
        'when will she die',
        'die young',
        'early death',
        'time of death',
        'maut kab',
        'death of my',
        'my life end',
        'my life will end',
        'pass away',
        'passes away',
        'kitne saal jiyunga',
        'mrityu kab',
        'मृत्यु कब',
        'मौत कब',
        'कितने साल जियूंगा',
      ],
      cites: [SERVICE],
    },
    medical_certainty: {
      action: 'refuse',
      topic: 'medical diagnosis, cure or treatment stated as a certainty',
      reason:
        'A chart is not a diagnosis: the service reads astrological indications of vitality only (q16) and never ' +
        'says whether an illness ' +
        'is present, will be cured, or how to treat it.',
      wording:
        'I cannot tell you whether you have an illness, whether it will be cured, or what treatment to take: ' +
        'please ask a qualified doctor. ' +
        'I can read what the chart indicates about vitality in general (question q16), as astrology and not as ' +
        'medicine.',
      triggers: [
        'do i have cancer',
        'will i get cancer',
        'will i be cured',
        'will my illness be cured',
        'will i recover',
        'cure my disease',
        'serious disease',
        'serious illness',
        'should i stop my medicine',
        'stop taking my medicine',
        'stop my medication',
        'should i have surgery',
        'will my surgery',
        'which medicine',
        'diagnose',
        'diagnosis',
        'am i sick',
        'tumour',
        'tumor',
        'hiv',
        'diabetes cure',
      ],
      cites: [SERVICE],
    },
    legal_certainty: {
      action: 'refuse',
      topic: 'legal outcomes or legal decisions stated as a certainty',
      reason:
        'The 6th house shows an astrological indication of disputes (q15), never the outcome of a case or whether ' +
        'to sign, settle or sue.',
      wording:
        'I cannot promise how a case will end or tell you whether to sign, settle or file: please ask a lawyer. ' +
        'I can read what the chart indicates about disputes in general (question q15), as an astrological ' +
        'indication only.',
      triggers: [
        'definitely win',
        'surely win',
        'sure to win',
        'guarantee i will win',
        'guaranteed to win',
        'win the case for sure',
        'win my case for sure',
        'should i sign',
        'should i settle',
        'should i file a case',
        'should i sue',
        'legal advice',
        'will i go to jail for sure',
        'will the judge',
        'verdict of my case',
      ],
      cites: [SERVICE],
    },
    financial_certainty: {
      action: 'refuse',
      topic: 'investment, gambling and financial decisions stated as a certainty',
      reason:
        'No chart fact the service computes can pick a stock, a lottery number or a bet, and acting on such a ' +
        'pick can lose real money.',
      wording:
        'I cannot tell you what to invest in, which numbers will win or whether a bet will pay: please ask a ' +
        'registered financial adviser. ' +
        'I can read what the chart indicates about wealth in general (question q05) and the periods that support ' +
        'finances (q06).',
      triggers: [
        'which stock',
        'which share',
        'stock market',
        'share market',
        'should i invest',
        'invest my savings',
        'lottery',
        'jackpot',
        'winning numbers',
        'crypto',
        'bitcoin',
        'gamble',
        'gambling',
        'betting',
        'satta',
        'guaranteed return',
        'double my money',
        'will this stock',
      ],
      cites: [SERVICE],
    },
    divorce_redirect: {
      action: 'redirect',
      topic: 'whether a marriage will end in divorce',
      reason:
        'A chart shows tendencies and supportive periods, not a decision two people make; a yes or no on divorce ' +
        'would state a certainty about ' +
        "another person's choices. The question is answered as what the chart indicates about harmony in marriage " +
        '(q02).',
      wording:
        'I will not say yes or no to divorce: that rests on choices two people make. Here is what your chart ' +
        'indicates about harmony in marriage instead, ' +
        'with the periods that support it. A counsellor you both trust can help with the decision itself.',
      redirectTo: 'q02',
      triggers: [
        'divorce',
        'separation from my wife',
        'separation from my husband',
        'will we separate',
        'talaq',
        'marriage end',
        'marriage break',
      ],
      cites: [SERVICE],
    },
    partner_conduct_redirect: {
      action: 'redirect',
      topic: "another person's conduct (fidelity, intentions, secrets)",
      reason:
        'One chart cannot show what another person does or intends; reading it so would accuse someone who is not ' +
        'present. ' +
        'The question is answered as what the chart indicates about harmony in marriage (q02).',
      wording:
        'I cannot see what another person does or intends from a chart. Here is what your chart indicates about ' +
        'harmony in marriage instead.',
      redirectTo: 'q02',
      triggers: [
        'cheating on me',
        'is my partner faithful',
        'is my husband faithful',
        'is my wife faithful',
        'unfaithful',
        'having an affair',
        'loyal to me',
      ],
      cites: [SERVICE],
    },
    caste_worth: {
      action: 'refuse',
      topic: "caste or community, and a person's worth",
      reason:
        'A chart says nothing of caste, community or what a person is worth, and judging them harms: the service ' +
        'reads no chart fact for it.',
      wording:
        "I will not judge caste, community or anyone's worth: a chart does not speak to them. I can read what the " +
        'chart indicates about marriage (q01, q02) or compatibility with a partner (q36).',
      triggers: [
        'caste',
        'castes',
        'jaati',
        'jati',
        'जाति',
        'untouchable',
        'am i worthless',
        'my worth as a person',
        'am i a bad person',
        'born cursed',
      ],
      cites: [SERVICE],
    },
    health_caution: {
      action: 'caution',
      topic: 'health as an astrological indication',
      reason: 'Answered as an astrological indication of vitality only.',
      wording: 'This is an astrological indication, not medical advice: for any health concern, please see a doctor.',
      triggers: [],
      cites: [SERVICE],
    },
    legal_caution: {
      action: 'caution',
      topic: 'disputes as an astrological indication',
      reason: 'Answered as an astrological indication of disputes only.',
      wording:
        'This is an astrological indication, not legal advice and not the outcome of any case: for a dispute, ' +
        'please see a lawyer.',
      triggers: [],
      cites: [SERVICE],
    },
  },
} as const satisfies CitedTable<Record<string, PolicyRule>>;

export type PolicyId = keyof typeof POLICY.data;

/** Policy ids in the order free text is screened: refusals before redirects (a refusal always wins). */
export const SCREEN_ORDER: readonly PolicyId[] = [
  'child_sex',
  'death_date',
  'medical_certainty',
  'legal_certainty',
  'financial_certainty',
  'caste_worth',
  'divorce_redirect',
  'partner_conduct_redirect',
];

/** What the chat declines as out of scope (no astrology in it), in the same voice as the refusals. */
export const OUT_OF_SCOPE = {
  id: 'oracle.out_of_scope',
  cites: [SERVICE],
  data: {
    reason:
      "The chat answers questions about the caller's chart and the service's own cited rules; anything else is " +
      'out of scope.',
    wording:
      'I can only help with questions about your birth chart and Vedic astrology (for example your dasha, ' +
      'transits, yogas, doshas, ' +
      'or questions such as "when will I marry?"). That question is outside what I can answer.',
  },
} as const satisfies CitedTable<{ reason: string; wording: string }>;
