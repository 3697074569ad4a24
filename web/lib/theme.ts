/**
 * The typed design theme: spacing, type scale, radii, breakpoints and colour tokens. Colours are
 * CSS variables so the dark default and the light theme switch without re-rendering
 * (`<html data-theme="light|dark">`, set before paint by the head script in pages/+Head.tsx).
 *
 * `responsive(prop, values)` is the small styled-system-like helper: `responsive('padding',
 * [space[3], space[5]])` → CSS for mobile first, then ≥ 768 px (spec §9 breakpoint), then ≥ 1100 px.
 */
export const breakpoints = { md: 768, lg: 1100 } as const
export const mq = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
} as const

export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128] as const
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
  '4xl': '3rem',
} as const
export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const

export const colors = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  surface2: 'var(--c-surface-2)',
  border: 'var(--c-border)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  primary: 'var(--c-primary)',
  primaryText: 'var(--c-primary-text)',
  accent: 'var(--c-accent)',
  success: 'var(--c-success)',
  warning: 'var(--c-warning)',
  danger: 'var(--c-danger)',
} as const

export const palettes = {
  dark: {
    '--c-bg': '#0b0d17',
    '--c-surface': '#131628',
    '--c-surface-2': '#1b1f36',
    '--c-border': '#2a2f4d',
    '--c-text': '#eef0fb',
    '--c-muted': '#a3a9c9',
    '--c-primary': '#7455ff',
    '--c-primary-text': '#ffffff',
    '--c-accent': '#22d3ee',
    '--c-success': '#22c55e',
    '--c-warning': '#f59e0b',
    '--c-danger': '#ef4444',
  },
  light: {
    '--c-bg': '#f7f8fc',
    '--c-surface': '#ffffff',
    '--c-surface-2': '#eef0f8',
    '--c-border': '#d9dcea',
    '--c-text': '#12142a',
    '--c-muted': '#565b78',
    '--c-primary': '#5b3df5',
    '--c-primary-text': '#ffffff',
    '--c-accent': '#0e7490',
    '--c-success': '#15803d',
    '--c-warning': '#b45309',
    '--c-danger': '#dc2626',
  },
} as const

export const theme = { breakpoints, mq, space, fontSizes, radii, colors } as const
export type Theme = typeof theme

/** Mobile-first values of one CSS property: [base, ≥768 px, ≥1100 px]. */
export function responsive(
  prop: string,
  values: readonly (string | number | undefined)[],
): Record<string, unknown> {
  const val = (v: string | number) => (typeof v === 'number' ? `${v}px` : v)
  const out: Record<string, unknown> = {}
  if (values[0] !== undefined) out[prop] = val(values[0])
  if (values[1] !== undefined) out[mq.md] = { [prop]: val(values[1]) }
  if (values[2] !== undefined) out[mq.lg] = { [prop]: val(values[2]) }
  return out
}
