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
  /** Number of places indexed. */
  readonly size: number;
}
