/**
 * The place nearest a coordinate: a plain scan of the table (about 200,000 places), used to
 * name the state or province a latitude/longitude falls in. The distance reported is the haversine great circle.
 */
import type { PlaceTable } from './place-table.ts';

const RAD = Math.PI / 180;

/**
 * Rank of the nearest place, or -1 for an empty table. The scan compares flat distances (longitude shrunk by the
 * cosine of the query's latitude), no trigonometry per place: exact enough to pick the nearest of places a few
 * km apart, about 4 times cheaper than a haversine per place (about 1.3 ms for 200,000 places).
 */
export function nearestRank(table: PlaceTable, latitude: number, longitude: number): number {
  const k = Math.cos(latitude * RAD);
  let best = -1;
  let bestD = Infinity;
  for (let r = 0; r < table.count; r++) {
    const dLat = (table.latitude[r] ?? 0) - latitude;
    let dLon = (table.longitude[r] ?? 0) - longitude;
    if (dLon > 180) dLon -= 360;
    else if (dLon < -180) dLon += 360;
    const x = dLon * k;
    const d = dLat * dLat + x * x;
    if (d < bestD) {
      bestD = d;
      best = r;
    }
  }
  return best;
}

/** Great-circle distance in km between two coordinates (mean Earth radius 6371 km). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const sLat = Math.sin(((lat2 - lat1) * RAD) / 2);
  const sLon = Math.sin(((lon2 - lon1) * RAD) / 2);
  const h = sLat * sLat + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * sLon * sLon;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
