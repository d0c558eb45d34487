/** Place search: the offline GeoNames gazetteer and the optional online (Nominatim-compatible) geocoder. */
export type { Gazetteer, PlaceItem } from './types.ts';
export { loadGazetteer, gazetteerReady, warmGazetteer } from './gazetteer.ts';
export { normalizePlaceQuery } from './normalize.ts';
export { createOnlineGeocoder, type OnlineGeocoder } from './online.ts';
