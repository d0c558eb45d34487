/** Sanskrit labels in IAST (ISO 15919-compatible romanisation of the Sanskrit stem or nominative as almanacs cite it). */
import type { LabelTable } from './types.ts';

export const SA = {
  graha: { Sun: 'Sūrya', Moon: 'Candra', Mars: 'Maṅgala', Mercury: 'Budha', Jupiter: 'Guru', Venus: 'Śukra', Saturn: 'Śani', Rahu: 'Rāhu', Ketu: 'Ketu' },
  graha_short: { Sun: 'Sū', Moon: 'Ca', Mars: 'Ma', Mercury: 'Bu', Jupiter: 'Gu', Venus: 'Śu', Saturn: 'Śa', Rahu: 'Rā', Ketu: 'Ke' },
  sign: {
    Aries: 'Meṣa', Taurus: 'Vṛṣabha', Gemini: 'Mithuna', Cancer: 'Karka', Leo: 'Siṃha', Virgo: 'Kanyā', Libra: 'Tulā',
    Scorpio: 'Vṛścika', Sagittarius: 'Dhanus', Capricorn: 'Makara', Aquarius: 'Kumbha', Pisces: 'Mīna',
  },
  nakshatra: {
    Ashwini: 'Aśvinī', Bharani: 'Bharaṇī', Krittika: 'Kṛttikā', Rohini: 'Rohiṇī', Mrigashira: 'Mṛgaśirā', Ardra: 'Ārdrā',
    Punarvasu: 'Punarvasu', Pushya: 'Puṣya', Ashlesha: 'Āśleṣā', Magha: 'Maghā', 'Purva Phalguni': 'Pūrvaphalgunī',
    'Uttara Phalguni': 'Uttaraphalgunī', Hasta: 'Hasta', Chitra: 'Citrā', Swati: 'Svātī', Vishakha: 'Viśākhā', Anuradha: 'Anurādhā',
    Jyeshtha: 'Jyeṣṭhā', Mula: 'Mūla', 'Purva Ashadha': 'Pūrvāṣāḍhā', 'Uttara Ashadha': 'Uttarāṣāḍhā', Shravana: 'Śravaṇa',
    Dhanishta: 'Dhaniṣṭhā', Shatabhisha: 'Śatabhiṣā', 'Purva Bhadrapada': 'Pūrvabhādrapadā', 'Uttara Bhadrapada': 'Uttarabhādrapadā',
    Revati: 'Revatī',
  },
  tithi: {
    Pratipada: 'Pratipadā', Dwitiya: 'Dvitīyā', Tritiya: 'Tṛtīyā', Chaturthi: 'Caturthī', Panchami: 'Pañcamī', Shashthi: 'Ṣaṣṭhī',
    Saptami: 'Saptamī', Ashtami: 'Aṣṭamī', Navami: 'Navamī', Dashami: 'Daśamī', Ekadashi: 'Ekādaśī', Dwadashi: 'Dvādaśī',
    Trayodashi: 'Trayodaśī', Chaturdashi: 'Caturdaśī', Purnima: 'Pūrṇimā', Amavasya: 'Amāvāsyā',
  },
  paksha: { Shukla: 'Śukla', Krishna: 'Kṛṣṇa' },
  yoga: {
    Vishkambha: 'Viṣkambha', Priti: 'Prīti', Ayushman: 'Āyuṣmān', Saubhagya: 'Saubhāgya', Shobhana: 'Śobhana', Atiganda: 'Atigaṇḍa',
    Sukarma: 'Sukarman', Dhriti: 'Dhṛti', Shula: 'Śūla', Ganda: 'Gaṇḍa', Vriddhi: 'Vṛddhi', Dhruva: 'Dhruva', Vyaghata: 'Vyāghāta',
    Harshana: 'Harṣaṇa', Vajra: 'Vajra', Siddhi: 'Siddhi', Vyatipata: 'Vyatīpāta', Variyan: 'Varīyān', Parigha: 'Parigha',
    Shiva: 'Śiva', Siddha: 'Siddha', Sadhya: 'Sādhya', Shubha: 'Śubha', Shukla: 'Śukla', Brahma: 'Brahman', Indra: 'Indra',
    Vaidhriti: 'Vaidhṛti',
  },
  karana: {
    Bava: 'Bava', Balava: 'Bālava', Kaulava: 'Kaulava', Taitila: 'Taitila', Garaja: 'Gara', Vanija: 'Vaṇija', Vishti: 'Viṣṭi',
    Shakuni: 'Śakuni', Chatushpada: 'Catuṣpada', Naga: 'Nāga', Kimstughna: 'Kiṃstughna',
  },
  vara: {
    Sunday: 'Ravivāra', Monday: 'Somavāra', Tuesday: 'Maṅgalavāra', Wednesday: 'Budhavāra', Thursday: 'Guruvāra', Friday: 'Śukravāra',
    Saturday: 'Śanivāra',
  },
  month: {
    Chaitra: 'Caitra', Vaishakha: 'Vaiśākha', Jyeshtha: 'Jyeṣṭha', Ashadha: 'Āṣāḍha', Shravana: 'Śrāvaṇa', Bhadrapada: 'Bhādrapada',
    Ashwin: 'Āśvina', Kartika: 'Kārttika', Margashirsha: 'Mārgaśīrṣa', Pausha: 'Pauṣa', Magha: 'Māgha', Phalguna: 'Phālguna',
  },
  choghadiya: { Udveg: 'Udvega', Chal: 'Cara', Labh: 'Lābha', Amrit: 'Amṛta', Kaal: 'Kāla', Shubh: 'Śubha', Rog: 'Roga' },
  words: { ascendant_short: 'La', ascendant: 'Lagna', retrograde_mark: '℞', north_indian: 'Uttara-bhāratīya', south_indian: 'Dakṣiṇa-bhāratīya' },
} as const satisfies LabelTable;
