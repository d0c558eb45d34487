/**
 * Citations carried by the Lal Kitab tables and rules, all to the 1952 edition (Farmaan) and all pending: nobody
 * here has the edition. Where a page is named it comes from an online Hindi transcription of the 1952 text (or a
 * modern writer quoting it), not from the book; where no page was found the chapter says 'section not located'.
 */
import { cite, type Citation } from '../sources.ts';

const lk = (chapter: string, note: string): Citation => cite('lal_kitab', { chapter, status: 'pending', note });

export const LK_REFS = {
  fixedHouses: lk(
    'section not located',
    'houses fixed with Aries as the 1st whatever the rising sign (the verse "mesh rashi khud lagan ko ginkar, 12 ' +
      'pakke ghar maan liya" as quoted by modern writers)',
  ),
  pakkaGhar: lk(
    'section not located',
    'pakka ghar (permanent house) of each graha; the list as modern Lal Kitab manuals give it, readings differ ' +
      'for Jupiter and Saturn',
  ),
  houseOwners: lk(
    'p. 54',
    'house 6 held jointly by Mercury and Ketu, house 12 by Jupiter and Rahu; page from an online transcription, ' +
      'not checked',
  ),
  nodeDignity: lk(
    'pp. 54-55',
    'Rahu exalted in houses 3 and 6 and debilitated in 9 and 12, Ketu the reverse; pages from an online ' +
      'transcription, not checked',
  ),
  dignity: lk(
    'section not located',
    'exaltation and debilitation by house: the classical exaltation signs counted with Aries as house 1',
  ),
  friendship: lk('section not located', 'friends and enemies of the grahas as modern manuals (Y. Prabhakar) give them'),
  aspects: lk(
    'section not located',
    'house aspects: 1 on 7 and 4 on 10 full; 3 on 9 and 11, 5 on 9 half; 2 on 6, 6 on 12, 8 on 12 a quarter ' +
      '(verse "1-7 ghar, 4-10 poorn drishti ..." as quoted by modern writers)',
  ),
  sleeping: lk('p. 96', 'sleeping (soya) houses and grahas; page as cited by a modern writer, not checked'),
  kayam: lk(
    'section not located',
    'kayam (established) graha: one with no enemy in its house or aspecting it; reading as modern writers state it',
  ),
  houseMeanings: lk(
    'section not located',
    'significations of the twelve houses (khana), summarised from modern Lal Kitab manuals',
  ),
  grahaMeanings: lk(
    'section not located',
    'significations (relatives and things) of the nine grahas, summarised from modern Lal Kitab manuals',
  ),
  debts: lk(
    'debts (rin), from p. 122',
    "kinds of debt and their collective remedies; page from an online transcription of the 1952 text, each debt's " +
      'verse not checked',
  ),
  remedies: lk('section not located', 'simple remedies (upay) per graha as modern manuals repeat them'),
} as const;
