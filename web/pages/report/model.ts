/**
 * What a printed kundli report shows, as the service's own JSON answers give it: the routes' responses are read as
 * they are (kundli, chart pictures, dasha tree, yogas, dosha catalogue, ashtakavarga, matching), so the report can
 * never say something the API does not.
 */
import type { ChartStyle } from '../kundli-page.ts';
import type { PageLang } from '../layout.ts';

export interface ProveRef {
  citation: string;
  status: string;
}

export interface ReportPlanet {
  sign: string;
  degree_dms: string;
  nakshatra: string;
  pada: number;
  house: number;
  dignity: string;
  retrograde: boolean;
  combust: boolean;
}

export interface ReportKundli {
  chart: {
    meta: { name: string | null; date: string; time: string; latitude: number; longitude: number; local: string };
    lagna: { sign: string; degree_dms: string; nakshatra: string; pada: number };
    planets: Record<string, ReportPlanet>;
    panchanga: {
      tithi: string;
      paksha: string;
      nakshatra: string;
      yoga: string;
      karana: string;
      vara: string;
      sunrise: string;
      sunset: string;
    };
    dashas: {
      current: { maha: string; antar: string; as_of: string } | null;
      mahadashas: { planet: string; start: string; end: string; years: number }[];
    };
  };
  conventions: { ayanamsa: { name: string; degrees: number }; node_type: string; timezone: string; utc_offset: string };
}

export interface ReportTree {
  tree: { planet: string; start: string; end: string; children?: { planet: string; start: string; end: string }[] }[];
}

export interface ReportYoga {
  name: string;
  status: string;
  strength_label?: string;
  facts?: { detail?: string };
  prove_refs: ProveRef[];
}

export interface ReportDosha {
  name: string;
  status: string;
  facts?: { detail?: string };
  verification?: string;
  prove_refs: ProveRef[];
}

export interface ReportMatch {
  score: number;
  max: number;
  verdict: string;
  ashtakoota: { kootas: { koota: string; points: number; max: number }[] };
}

export interface ReportData {
  lang: PageLang;
  style: ChartStyle;
  place: string | null;
  kundli: ReportKundli;
  charts: { D1: string; D9: string };
  tree: ReportTree;
  yogas: ReportYoga[];
  doshas: ReportDosha[];
  sarva: { bindus: number[]; total: number };
  match: ReportMatch | null;
  /** The date the running periods are read at (the report's "now"), YYYY-MM-DD. */
  asOf: string;
  /** The link that prints this same report as a PDF (null inside the PDF itself). */
  pdfHref: string | null;
}
