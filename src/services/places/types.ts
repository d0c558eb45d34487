/** What a place search returns, offline or online: enough to cast a chart (coordinates and IANA zone). */
export interface PlaceItem {
  name: string;
  country: string;
  admin1: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface Gazetteer {
  search(q: string, limit: number): PlaceItem[];
  /** The listed place nearest the coordinate, with its distance; null when the list is empty. */
  nearest(latitude: number, longitude: number): (PlaceItem & { distanceKm: number }) | null;
  /** Number of places indexed. */
  readonly size: number;
}
