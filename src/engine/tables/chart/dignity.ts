/**
 * Sign dignities of the grahas (BPHS ch. 3): exaltation with its deepest degree, debilitation (the seventh sign
 * from exaltation, deepest at the same degree), moolatrikona arcs and own signs. Rahu and Ketu follow the BPHS
 * view quoted most often (Rahu exalted in Taurus, Ketu in Scorpio; own signs Aquarius and Scorpio); other
 * authorities differ (Gemini/Sagittarius), which the chart states beside the node's dignity.
 */
import type { Graha, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export interface DignityEntry {
  exaltation: { sign: Sign; deepest: number };
  debilitation: { sign: Sign; deepest: number };
  /** Moolatrikona arc, degrees within the sign [from, to); null for the nodes. */
  moolatrikona: { sign: Sign; from: number; to: number } | null;
  own: readonly Sign[];
}

export const DIGNITY = {
  id: 'chart.dignity',
  cites: [cite('bphs', { chapter: 3, verses: '49-54', status: 'pending' })],
  data: {
    Sun: {
      exaltation: { sign: 'Aries', deepest: 10 },
      debilitation: { sign: 'Libra', deepest: 10 },
      moolatrikona: { sign: 'Leo', from: 0, to: 20 },
      own: ['Leo'],
    },
    Moon: {
      exaltation: { sign: 'Taurus', deepest: 3 },
      debilitation: { sign: 'Scorpio', deepest: 3 },
      moolatrikona: { sign: 'Taurus', from: 3, to: 30 },
      own: ['Cancer'],
    },
    Mars: {
      exaltation: { sign: 'Capricorn', deepest: 28 },
      debilitation: { sign: 'Cancer', deepest: 28 },
      moolatrikona: { sign: 'Aries', from: 0, to: 12 },
      own: ['Aries', 'Scorpio'],
    },
    Mercury: {
      exaltation: { sign: 'Virgo', deepest: 15 },
      debilitation: { sign: 'Pisces', deepest: 15 },
      moolatrikona: { sign: 'Virgo', from: 15, to: 20 },
      own: ['Gemini', 'Virgo'],
    },
    Jupiter: {
      exaltation: { sign: 'Cancer', deepest: 5 },
      debilitation: { sign: 'Capricorn', deepest: 5 },
      moolatrikona: { sign: 'Sagittarius', from: 0, to: 10 },
      own: ['Sagittarius', 'Pisces'],
    },
    Venus: {
      exaltation: { sign: 'Pisces', deepest: 27 },
      debilitation: { sign: 'Virgo', deepest: 27 },
      moolatrikona: { sign: 'Libra', from: 0, to: 15 },
      own: ['Taurus', 'Libra'],
    },
    Saturn: {
      exaltation: { sign: 'Libra', deepest: 20 },
      debilitation: { sign: 'Aries', deepest: 20 },
      moolatrikona: { sign: 'Aquarius', from: 0, to: 20 },
      own: ['Capricorn', 'Aquarius'],
    },
    Rahu: {
      exaltation: { sign: 'Taurus', deepest: 20 },
      debilitation: { sign: 'Scorpio', deepest: 20 },
      moolatrikona: null,
      own: ['Aquarius'],
    },
    Ketu: {
      exaltation: { sign: 'Scorpio', deepest: 20 },
      debilitation: { sign: 'Taurus', deepest: 20 },
      moolatrikona: null,
      own: ['Scorpio'],
    },
  },
} as const satisfies CitedTable<Record<Graha, DignityEntry>>;
