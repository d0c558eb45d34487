/**
 * The 24 named ekadashis of the lunar year and the two of an adhika month, keyed by amanta month and paksha. North
 * Indian (purnimanta) lists put each Krishna ekadashi in the following month: Varuthini, the dark ekadashi of amanta
 * Chaitra, is their Vaishakha Krishna Ekadashi. The date is the ekadashi engine's (Smarta, or Vaishnava by tradition).
 */
import { PRACTICE } from './presets.ts';
import type { EkadashiFestival } from './types.ts';

const CITES = [PRACTICE('ekadashi names by month as the vrata books and almanacs list them (Padma Purana names)')];

type Row = readonly [id: string, name: string, hi: string, sa: string];

function rows(month: EkadashiFestival['month'], shukla: Row, krishna: Row): [EkadashiFestival, EkadashiFestival] {
  const one = (paksha: 'Shukla' | 'Krishna', [id, name, hi, sa]: Row): EkadashiFestival => ({
    kind: 'ekadashi',
    id,
    name,
    hi,
    sa,
    category: 'ekadashi',
    regions: ['pan_indian'],
    month,
    paksha,
    cites: CITES,
  });
  return [one('Shukla', shukla), one('Krishna', krishna)];
}

export const EKADASHIS: readonly EkadashiFestival[] = [
  ...rows(
    'Chaitra',
    ['kamada_ekadashi', 'Kamada Ekadashi', 'कामदा एकादशी', 'Kāmadā Ekādaśī'],
    ['varuthini_ekadashi', 'Varuthini Ekadashi', 'वरूथिनी एकादशी', 'Varūthinī Ekādaśī'],
  ),
  ...rows(
    'Vaishakha',
    ['mohini_ekadashi', 'Mohini Ekadashi', 'मोहिनी एकादशी', 'Mohinī Ekādaśī'],
    ['apara_ekadashi', 'Apara Ekadashi', 'अपरा एकादशी', 'Aparā Ekādaśī'],
  ),
  ...rows(
    'Jyeshtha',
    ['nirjala_ekadashi', 'Nirjala Ekadashi', 'निर्जला एकादशी', 'Nirjalā Ekādaśī'],
    ['yogini_ekadashi', 'Yogini Ekadashi', 'योगिनी एकादशी', 'Yoginī Ekādaśī'],
  ),
  ...rows(
    'Ashadha',
    ['devshayani_ekadashi', 'Devshayani Ekadashi', 'देवशयनी एकादशी', 'Devaśayanī Ekādaśī'],
    ['kamika_ekadashi', 'Kamika Ekadashi', 'कामिका एकादशी', 'Kāmikā Ekādaśī'],
  ),
  ...rows(
    'Shravana',
    ['shravana_putrada_ekadashi', 'Shravana Putrada Ekadashi', 'श्रावण पुत्रदा एकादशी', 'Putradā Ekādaśī'],
    ['aja_ekadashi', 'Aja Ekadashi', 'अजा एकादशी', 'Ajā Ekādaśī'],
  ),
  ...rows(
    'Bhadrapada',
    ['parsva_ekadashi', 'Parsva Ekadashi', 'पार्श्व एकादशी', 'Pārśva Ekādaśī'],
    ['indira_ekadashi', 'Indira Ekadashi', 'इन्दिरा एकादशी', 'Indirā Ekādaśī'],
  ),
  ...rows(
    'Ashwin',
    ['papankusha_ekadashi', 'Papankusha Ekadashi', 'पापांकुशा एकादशी', 'Pāpāṅkuśā Ekādaśī'],
    ['rama_ekadashi', 'Rama Ekadashi', 'रमा एकादशी', 'Ramā Ekādaśī'],
  ),
  ...rows(
    'Kartika',
    ['dev_uthani_ekadashi', 'Dev Uthani Ekadashi (Prabodhini)', 'देवउठनी एकादशी', 'Prabodhinī Ekādaśī'],
    ['utpanna_ekadashi', 'Utpanna Ekadashi', 'उत्पन्ना एकादशी', 'Utpannā Ekādaśī'],
  ),
  ...rows(
    'Margashirsha',
    ['mokshada_ekadashi', 'Mokshada Ekadashi', 'मोक्षदा एकादशी', 'Mokṣadā Ekādaśī'],
    ['saphala_ekadashi', 'Saphala Ekadashi', 'सफला एकादशी', 'Saphalā Ekādaśī'],
  ),
  ...rows(
    'Pausha',
    ['pausha_putrada_ekadashi', 'Pausha Putrada Ekadashi', 'पौष पुत्रदा एकादशी', 'Pauṣa Putradā Ekādaśī'],
    ['shattila_ekadashi', 'Shattila Ekadashi', 'षटतिला एकादशी', 'Ṣaṭtilā Ekādaśī'],
  ),
  ...rows(
    'Magha',
    ['jaya_ekadashi', 'Jaya Ekadashi', 'जया एकादशी', 'Jayā Ekādaśī'],
    ['vijaya_ekadashi', 'Vijaya Ekadashi', 'विजया एकादशी', 'Vijayā Ekādaśī'],
  ),
  ...rows(
    'Phalguna',
    ['amalaki_ekadashi', 'Amalaki Ekadashi', 'आमलकी एकादशी', 'Āmalakī Ekādaśī'],
    ['papmochani_ekadashi', 'Papmochani Ekadashi', 'पापमोचनी एकादशी', 'Pāpamocanī Ekādaśī'],
  ),
  ...rows(
    null,
    ['padmini_ekadashi', 'Padmini Ekadashi (adhika month)', 'पद्मिनी एकादशी', 'Padminī Ekādaśī'],
    ['parama_ekadashi', 'Parama Ekadashi (adhika month)', 'परमा एकादशी', 'Paramā Ekādaśī'],
  ),
];
