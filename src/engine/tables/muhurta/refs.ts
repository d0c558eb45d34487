/**
 * Citations of the muhurta tables. Every one is pending: nobody here has checked a verse against an edition. The
 * chapters (prakaranas) named are those of Muhurta Chintamani where each rule is taught; where a list is printed by
 * almanacs with no verse known to the project it is cited as practice, and the service's own bands as service.
 */
import { cite, type Citation } from '../sources.ts';

const NOT_CHECKED = 'chapter and verse not checked against an edition';
export const chintamani = (prakarana: string, note: string): Citation =>
  cite('muhurta_chintamani', { chapter: prakarana, status: 'pending', note: `${note}; ${NOT_CHECKED}` });
export const martanda = (prakarana: string, note: string): Citation =>
  cite('muhurta_martanda', { chapter: prakarana, status: 'pending', note: `${note}; ${NOT_CHECKED}` });
export const practice = (note: string): Citation => cite('almanac_practice', { status: 'pending', note });
export const service = (note: string): Citation => cite('service_design', { status: 'pending', note });

export const SHUBHASHUBHA = 'shubhashubha prakarana (auspicious and inauspicious combinations)';
export const NAKSHATRA_PRAKARANA = 'nakshatra prakarana (natures of the stars)';
export const SAMSKARA = 'samskara prakarana (sacraments)';
export const VIVAHA = 'vivaha prakarana (marriage)';
export const YATRA = 'yatra prakarana (travel)';
export const GRIHA_PRAVESHA = 'griha pravesha prakarana (entering a house)';
