/**
 * India's 28 states and 8 union territories, spelled as GeoNames' admin1 list spells them (so a place found by
 * latitude and longitude maps onto one entry), with the other spellings people type.
 */
export interface IndianRegion {
  name: string;
  kind: 'state' | 'union_territory';
  aliases: readonly string[];
}

export const INDIAN_REGIONS: readonly IndianRegion[] = [
  { name: 'Andhra Pradesh', kind: 'state', aliases: ['AP'] },
  { name: 'Arunachal Pradesh', kind: 'state', aliases: [] },
  { name: 'Assam', kind: 'state', aliases: [] },
  { name: 'Bihar', kind: 'state', aliases: [] },
  { name: 'Chhattisgarh', kind: 'state', aliases: ['Chattisgarh'] },
  { name: 'Goa', kind: 'state', aliases: [] },
  { name: 'Gujarat', kind: 'state', aliases: [] },
  { name: 'Haryana', kind: 'state', aliases: [] },
  { name: 'Himachal Pradesh', kind: 'state', aliases: ['HP'] },
  { name: 'Jharkhand', kind: 'state', aliases: [] },
  { name: 'Karnataka', kind: 'state', aliases: [] },
  { name: 'Kerala', kind: 'state', aliases: [] },
  { name: 'Madhya Pradesh', kind: 'state', aliases: ['MP'] },
  { name: 'Maharashtra', kind: 'state', aliases: [] },
  { name: 'Manipur', kind: 'state', aliases: [] },
  { name: 'Meghalaya', kind: 'state', aliases: [] },
  { name: 'Mizoram', kind: 'state', aliases: [] },
  { name: 'Nagaland', kind: 'state', aliases: [] },
  { name: 'Odisha', kind: 'state', aliases: ['Orissa'] },
  { name: 'Punjab', kind: 'state', aliases: [] },
  { name: 'Rajasthan', kind: 'state', aliases: [] },
  { name: 'Sikkim', kind: 'state', aliases: [] },
  { name: 'Tamil Nadu', kind: 'state', aliases: ['TN', 'Tamilnadu'] },
  { name: 'Telangana', kind: 'state', aliases: [] },
  { name: 'Tripura', kind: 'state', aliases: [] },
  { name: 'Uttar Pradesh', kind: 'state', aliases: ['UP'] },
  { name: 'Uttarakhand', kind: 'state', aliases: ['Uttaranchal'] },
  { name: 'West Bengal', kind: 'state', aliases: ['WB', 'Bengal'] },
  {
    name: 'Andaman and Nicobar',
    kind: 'union_territory',
    aliases: ['Andaman and Nicobar Islands', 'Andaman & Nicobar'],
  },
  { name: 'Chandigarh', kind: 'union_territory', aliases: [] },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'union_territory',
    aliases: ['Daman and Diu', 'Dadra and Nagar Haveli'],
  },
  {
    name: 'Delhi',
    kind: 'union_territory',
    aliases: ['NCT of Delhi', 'New Delhi', 'National Capital Territory of Delhi'],
  },
  { name: 'Jammu and Kashmir', kind: 'union_territory', aliases: ['J&K', 'Jammu & Kashmir'] },
  { name: 'Ladakh', kind: 'union_territory', aliases: [] },
  { name: 'Lakshadweep', kind: 'union_territory', aliases: [] },
  { name: 'Puducherry', kind: 'union_territory', aliases: ['Pondicherry'] },
];

const key = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, ' ')
    .trim();
const BY_KEY = new Map(
  INDIAN_REGIONS.flatMap((r) => [r.name, ...r.aliases].map((n): [string, IndianRegion] => [key(n), r])),
);

/** The region a typed name means (any case, "&" or "and"), or undefined. */
export function findIndianRegion(name: string): IndianRegion | undefined {
  return BY_KEY.get(key(name));
}
