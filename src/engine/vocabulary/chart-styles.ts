/** The chart pictures' styles, in the order the pages offer them (north is the default). */
export const CHART_STYLES = ['north', 'south', 'east', 'sudarshana'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];
