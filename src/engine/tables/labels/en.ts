/** English labels: the canonical spellings of names.md themselves, plus the short forms drawn in chart cells. */
import type { LabelTable } from './types.ts';

export const EN = {
  graha: { Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn', Rahu: 'Rahu', Ketu: 'Ketu' },
  graha_short: { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' },
  sign: {
    Aries: 'Aries', Taurus: 'Taurus', Gemini: 'Gemini', Cancer: 'Cancer', Leo: 'Leo', Virgo: 'Virgo', Libra: 'Libra',
    Scorpio: 'Scorpio', Sagittarius: 'Sagittarius', Capricorn: 'Capricorn', Aquarius: 'Aquarius', Pisces: 'Pisces',
  },
  nakshatra: {
    Ashwini: 'Ashwini', Bharani: 'Bharani', Krittika: 'Krittika', Rohini: 'Rohini', Mrigashira: 'Mrigashira', Ardra: 'Ardra',
    Punarvasu: 'Punarvasu', Pushya: 'Pushya', Ashlesha: 'Ashlesha', Magha: 'Magha', 'Purva Phalguni': 'Purva Phalguni',
    'Uttara Phalguni': 'Uttara Phalguni', Hasta: 'Hasta', Chitra: 'Chitra', Swati: 'Swati', Vishakha: 'Vishakha',
    Anuradha: 'Anuradha', Jyeshtha: 'Jyeshtha', Mula: 'Mula', 'Purva Ashadha': 'Purva Ashadha', 'Uttara Ashadha': 'Uttara Ashadha',
    Shravana: 'Shravana', Dhanishta: 'Dhanishta', Shatabhisha: 'Shatabhisha', 'Purva Bhadrapada': 'Purva Bhadrapada',
    'Uttara Bhadrapada': 'Uttara Bhadrapada', Revati: 'Revati',
  },
  tithi: {
    Pratipada: 'Pratipada', Dwitiya: 'Dwitiya', Tritiya: 'Tritiya', Chaturthi: 'Chaturthi', Panchami: 'Panchami', Shashthi: 'Shashthi',
    Saptami: 'Saptami', Ashtami: 'Ashtami', Navami: 'Navami', Dashami: 'Dashami', Ekadashi: 'Ekadashi', Dwadashi: 'Dwadashi',
    Trayodashi: 'Trayodashi', Chaturdashi: 'Chaturdashi', Purnima: 'Purnima', Amavasya: 'Amavasya',
  },
  paksha: { Shukla: 'Shukla', Krishna: 'Krishna' },
  yoga: {
    Vishkambha: 'Vishkambha', Priti: 'Priti', Ayushman: 'Ayushman', Saubhagya: 'Saubhagya', Shobhana: 'Shobhana', Atiganda: 'Atiganda',
    Sukarma: 'Sukarma', Dhriti: 'Dhriti', Shula: 'Shula', Ganda: 'Ganda', Vriddhi: 'Vriddhi', Dhruva: 'Dhruva', Vyaghata: 'Vyaghata',
    Harshana: 'Harshana', Vajra: 'Vajra', Siddhi: 'Siddhi', Vyatipata: 'Vyatipata', Variyan: 'Variyan', Parigha: 'Parigha',
    Shiva: 'Shiva', Siddha: 'Siddha', Sadhya: 'Sadhya', Shubha: 'Shubha', Shukla: 'Shukla', Brahma: 'Brahma', Indra: 'Indra',
    Vaidhriti: 'Vaidhriti',
  },
  karana: {
    Bava: 'Bava', Balava: 'Balava', Kaulava: 'Kaulava', Taitila: 'Taitila', Garaja: 'Garaja', Vanija: 'Vanija', Vishti: 'Vishti',
    Shakuni: 'Shakuni', Chatushpada: 'Chatushpada', Naga: 'Naga', Kimstughna: 'Kimstughna',
  },
  vara: { Sunday: 'Sunday', Monday: 'Monday', Tuesday: 'Tuesday', Wednesday: 'Wednesday', Thursday: 'Thursday', Friday: 'Friday', Saturday: 'Saturday' },
  month: {
    Chaitra: 'Chaitra', Vaishakha: 'Vaishakha', Jyeshtha: 'Jyeshtha', Ashadha: 'Ashadha', Shravana: 'Shravana', Bhadrapada: 'Bhadrapada',
    Ashwin: 'Ashwin', Kartika: 'Kartika', Margashirsha: 'Margashirsha', Pausha: 'Pausha', Magha: 'Magha', Phalguna: 'Phalguna',
  },
  choghadiya: { Udveg: 'Udveg', Chal: 'Chal', Labh: 'Labh', Amrit: 'Amrit', Kaal: 'Kaal', Shubh: 'Shubh', Rog: 'Rog' },
  words: { ascendant_short: 'Asc', ascendant: 'Ascendant', retrograde_mark: '℞', north_indian: 'North Indian', south_indian: 'South Indian' },
} as const satisfies LabelTable;
