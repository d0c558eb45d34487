/** The kundli page (/kundli) and its dasha timeline. */
import type { Catalogue } from './types.ts';

export const KUNDLI = {
  'kundli.title': { en: 'Kundli', hi: 'जन्म कुंडली' },
  'kundli.submit': { en: 'Show the chart', hi: 'कुंडली दिखाएँ' },
  'kundli.conventions': {
    en: 'Local time {local} ({timezone}, UTC{offset}); Lahiri ayanamsa, mean nodes, whole-sign houses.',
    hi: 'स्थानीय समय {local} ({timezone}, UTC{offset}); लाहिड़ी अयनांश, मध्यम राहु-केतु, पूर्ण राशि भाव।',
  },
  'kundli.chart': { en: 'Chart', hi: 'कुंडली चक्र' },
  'kundli.chartStyle': { en: 'Chart style', hi: 'कुंडली की शैली' },
  'kundli.planets': { en: 'Planets', hi: 'ग्रह' },
  'kundli.planetsCaption': {
    en: 'Grahas (whole-sign houses from the lagna)',
    hi: 'ग्रह (लग्न से पूर्ण राशि भाव)',
  },
  'kundli.retrograde': { en: 'Retrograde', hi: 'वक्री' },
  'kundli.running': {
    en: 'Running now: <strong>{maha}</strong> mahadasha, {antar} antardasha.',
    hi: 'अभी चल रही है: <strong>{maha}</strong> महादशा, {antar} अंतर्दशा।',
  },
  'kundli.periodsTable': { en: 'Periods as a table', hi: 'दशाएँ तालिका के रूप में' },
  'timeline.today': { en: 'today', hi: 'आज' },
  'timeline.label': {
    en: 'Vimshottari mahadashas from {from} to {to}',
    hi: 'विंशोत्तरी महादशाएँ, {from} से {to} तक',
  },
} as const satisfies Catalogue;
