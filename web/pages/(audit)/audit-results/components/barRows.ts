/**
 * A bar chart's rows and their measures, shared by the chart's table (BarChart.tsx) and its
 * drawing (ChartBars.tsx, loaded on its own), so that neither imports the other.
 */
export interface BarRow {
  label: string
  /** 0..1 */
  value: number
  valueLabel: string
  /** Drawn in the accent colour (the audited business). */
  highlight?: boolean
  /** Text for the table's extra column, e.g. "3 of 10 answers". */
  detail?: string
}

/** Height of one bar's row, px. */
export const ROW = 34
/** Width kept for a bar's value label, px. */
export const VALUE_WIDTH = 48
