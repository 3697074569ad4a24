/**
 * Shared UI primitives: container, section, buttons, cards, headings, form controls (input, select,
 * textarea, error text) and a spinner.
 */
import { css, Global, keyframes } from '@emotion/react'
import styled from '@emotion/styled'
import { colors, fontSizes, mq, radii, responsive, space } from '../lib/theme'

export function GlobalStyles() {
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-behavior: smooth;
        }
        body {
          margin: 0;
          background: ${colors.bg};
          color: ${colors.text};
          font:
            400 16px/1.6 ui-sans-serif,
            system-ui,
            -apple-system,
            'Segoe UI',
            Roboto,
            'Helvetica Neue',
            Arial,
            sans-serif;
          -webkit-font-smoothing: antialiased;
        }
        a {
          color: inherit;
        }
        h1,
        h2,
        h3,
        h4 {
          line-height: 1.2;
          margin: 0 0 ${space[3]}px;
          letter-spacing: -0.01em;
        }
        p {
          margin: 0 0 ${space[3]}px;
        }
        img,
        video,
        iframe {
          max-width: 100%;
        }
        :focus-visible {
          outline: 2px solid ${colors.accent};
          outline-offset: 2px;
        }
        [id] {
          scroll-margin-top: 80px;
        }
      `}
    />
  )
}

export const Container = styled.div({
  width: '100%',
  maxWidth: 1160,
  margin: '0 auto',
  ...responsive('padding', [`0 ${space[4]}px`, `0 ${space[6]}px`]),
})

export const Section = styled.section<{ shade?: boolean }>(({ shade }) => ({
  ...responsive('padding', [`${space[7]}px 0`, `${space[9]}px 0`]),
  background: shade ? colors.surface : 'transparent',
  borderTop: shade ? `1px solid ${colors.border}` : undefined,
  borderBottom: shade ? `1px solid ${colors.border}` : undefined,
}))

export const Eyebrow = styled.p({
  color: colors.accent,
  fontWeight: 600,
  fontSize: fontSizes.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  marginBottom: space[2],
})
export const H1 = styled.h1({
  ...responsive('fontSize', [fontSizes['3xl'], fontSizes['4xl']]),
  fontWeight: 800,
})
export const H2 = styled.h2({
  ...responsive('fontSize', [fontSizes['2xl'], fontSizes['3xl']]),
  fontWeight: 750,
})
export const Lead = styled.p({ color: colors.muted, fontSize: fontSizes.lg, maxWidth: 680 })
export const Center = styled.div({
  textAlign: 'center',
  '& > p': { marginLeft: 'auto', marginRight: 'auto' },
})

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  border: '1px solid transparent',
  borderRadius: radii.md,
  // A <button> does not inherit the page's typeface by default; a link does: both look alike.
  fontFamily: 'inherit',
  fontWeight: 650,
  fontSize: fontSizes.md,
  padding: `${space[3]}px ${space[5]}px`,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'transform .12s ease, filter .12s ease, background .12s ease',
  lineHeight: 1.2,
  '&:hover:not(:disabled)': { filter: 'brightness(1.1)', transform: 'translateY(-1px)' },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
} as const

type Variant = 'cta' | 'outline' | 'ghost' | 'destructive'
const variants: Record<Variant, Record<string, unknown>> = {
  cta: {
    background: `linear-gradient(135deg, ${colors.primary}, #b14cff)`,
    color: colors.primaryText,
    boxShadow: '0 8px 24px -10px rgba(124,92,255,.7)',
  },
  outline: { background: 'transparent', color: colors.text, borderColor: colors.border },
  ghost: { background: 'transparent', color: colors.text },
  destructive: { background: colors.danger, color: '#fff' },
}

export const Button = styled.button<{ variant?: Variant; block?: boolean }>(
  ({ variant = 'cta', block }) => ({
    ...buttonBase,
    ...variants[variant],
    width: block ? '100%' : undefined,
  }),
)
export const ButtonLink = styled.a<{ variant?: Variant; block?: boolean }>(
  ({ variant = 'cta', block }) => ({
    ...buttonBase,
    ...variants[variant],
    width: block ? '100%' : undefined,
  }),
)

export const Card = styled.div<{ highlight?: boolean }>(({ highlight }) => ({
  background: colors.surface,
  border: `1px solid ${highlight ? colors.primary : colors.border}`,
  borderRadius: radii.lg,
  padding: space[5],
  boxShadow: highlight ? '0 20px 50px -25px rgba(124,92,255,.6)' : undefined,
}))

export const Grid = styled.div<{ cols?: number; min?: number }>(({ cols = 3, min = 240 }) => ({
  display: 'grid',
  gap: space[5],
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))` },
  [mq.lg]: { gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` },
}))

export const Field = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  marginBottom: space[4],
})
export const Label = styled.label({ fontWeight: 600, fontSize: fontSizes.sm })
const control = {
  width: '100%',
  background: colors.surface2,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: `${space[3]}px ${space[3]}px`,
  font: 'inherit',
  '&:focus': {
    outline: 'none',
    borderColor: colors.primary,
    boxShadow: `0 0 0 3px rgba(124,92,255,.25)`,
  },
  '&[aria-invalid=true]': { borderColor: colors.danger },
  '&[readonly]': { opacity: 0.7 },
} as const
export const Input = styled.input(control)
export const Select = styled.select(control)
export const Textarea = styled.textarea({ ...control, resize: 'vertical', minHeight: 96 })
export const ErrorText = styled.p({ color: colors.danger, fontSize: fontSizes.sm, margin: 0 })
export const Muted = styled.p({ color: colors.muted, fontSize: fontSizes.sm })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
/** A turning ring for work in progress; give it a label with `role="status"` around it. */
export const Spinner = styled.div<{ size?: number }>(({ size = 40 }) => ({
  width: size,
  height: size,
  margin: '0 auto',
  borderRadius: '50%',
  border: `4px solid ${colors.border}`,
  borderTopColor: colors.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
}))
