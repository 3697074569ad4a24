/**
 * One assistant's answers on /audit-results (spec §2): per question 'QUESTION n OF {total}', the
 * question, the answer as markdown, the badge 'Your business was mentioned' / 'Your business was
 * NOT mentioned', and the competitors mentioned: 3 shown (spec §9), the rest behind "+N more". Beyond the spec: the business's
 * rank in the answer when it is named, the sources the assistant cited (title linked to the page,
 * its domain, in the assistant's order) and how the answer was made (assistant, model, web search
 * used / offered and not used / not offered, the location sent, when it was asked). A question
 * the assistant could not answer says so and is not scored.
 */
import styled from '@emotion/styled'
import { answerCompetitors, mentionBadge, type AssistantId } from '@aivis/contract'
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react'
import { useContext, useEffect, type ReactNode } from 'react'
import { Card, Muted } from '../../../../components/ui'
import { colors, fontSizes, radii, space } from '../../../../lib/theme'
import {
  askedAtLabel,
  placeName,
  answerAnchor,
  positionLabel,
  safeHref,
  searchModeLabel,
  sourceLabel,
  type AnswerView,
  type AssistantView,
} from '../resultView'
import { DateDisplayContext } from './dateDisplay'

const QCard = styled(Card)({ marginBottom: space[4] })
/** The 'QUESTION n OF {total}' line. */
export const QNo = styled.p({
  color: colors.accent,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  margin: 0,
})
const Answer = styled.div({
  color: colors.muted,
  // A long address in the text wraps inside the card on a phone.
  '& p, & li': { overflowWrap: 'anywhere' },
  '& ol, & ul': { paddingLeft: space[5] },
  '& strong': { color: colors.text },
  // An assistant's own headings are part of its answer, never as large as the page's.
  '& h1, & h2, & h3, & h4, & h5, & h6': {
    fontSize: fontSizes.md,
    color: colors.text,
    margin: `${space[3]}px 0 ${space[1]}px`,
  },
  '& table': { borderCollapse: 'collapse', fontSize: fontSizes.sm, minWidth: '100%' },
  '& th, & td': {
    border: `1px solid ${colors.border}`,
    padding: `${space[1]}px ${space[2]}px`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { color: colors.text },
})
const TableScroll = styled.div({ overflowX: 'auto', margin: `${space[2]}px 0` })
const Badge = styled.span<{ ok: boolean }>(({ ok }) => ({
  display: 'inline-block',
  fontSize: fontSizes.sm,
  fontWeight: 700,
  borderRadius: radii.pill,
  padding: `${space[1]}px ${space[3]}px`,
  color: '#fff',
  // Darker than the theme's success/danger: white text on them keeps a 4.5:1 contrast (WCAG AA).
  background: ok ? '#15803d' : '#b91c1c',
}))
const BadgeRow = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  margin: `${space[2]}px 0`,
})
const Rank = styled.span({
  display: 'inline-block',
  fontSize: fontSizes.sm,
  fontWeight: 700,
  borderRadius: radii.pill,
  padding: `${space[1]}px ${space[3]}px`,
  border: `1px solid ${colors.border}`,
  color: colors.text,
})
const Sources = styled.ol({
  margin: `${space[1]}px 0 0`,
  paddingLeft: space[5],
  fontSize: fontSizes.sm,
  '& li': { marginBottom: space[1], overflowWrap: 'anywhere' },
  '& a': { color: colors.text, fontWeight: 600 },
  '& span': { color: colors.muted },
})
const Made = styled.p({
  fontSize: fontSizes.xs,
  color: colors.muted,
  margin: `${space[3]}px 0 0`,
  paddingTop: space[2],
  borderTop: `1px solid ${colors.border}`,
})
const Chips = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  '& li:not([data-more])': {
    border: `1px solid ${colors.border}`,
    borderRadius: radii.pill,
    padding: `2px ${space[3]}px`,
    fontSize: fontSizes.sm,
  },
})
/** The "+2 more" of an answer's competitors: a native disclosure, so it opens on tap and key. */
const More = styled.details({
  '& > summary': {
    cursor: 'pointer',
    listStyle: 'none',
    fontSize: fontSizes.sm,
    color: colors.accent,
    padding: `2px ${space[1]}px`,
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '&[open] > summary': { display: 'none' },
})

/**
 * Every competitor an answer names: the first three as chips (spec §9), the rest behind
 * "+N more" (contract `answerCompetitors`), none left out.
 */
export function CompetitorChips({ names }: { names: string[] }) {
  const { shown, more } = answerCompetitors(names)
  return (
    <Chips>
      {shown.map((c) => (
        <li key={c}>{c}</li>
      ))}
      {more.length > 0 && (
        <li data-more="">
          <More>
            <summary>+{more.length} more</summary>
            <Chips>
              {more.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Chips>
          </More>
        </li>
      )}
    </Chips>
  )
}

/**
 * Safe rendering of an assistant's markdown (GitHub-flavoured: assistants answer with tables;
 * markdown-to-jsx, a few kB where a unified pipeline was a tenth of the page's script): HTML in an
 * answer is shown as text, never parsed; no images (tracking pixels); links marked external, with
 * the library's URL sanitizer (no `javascript:` and the like); tables scroll sideways on narrow
 * screens.
 */
export const MARKDOWN_OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  overrides: {
    a: ({ href, children }: { href?: string; children?: ReactNode }) => (
      <a href={href} target="_blank" rel="nofollow noopener noreferrer">
        {children}
      </a>
    ),
    img: () => null,
    // A wide table scrolls sideways on small screens: focusable, so the keyboard can scroll it too.
    table: ({ children }: { children?: ReactNode }) => (
      <TableScroll tabIndex={0} role="region" aria-label="Table from the answer">
        <table>{children}</table>
      </TableScroll>
    ),
  },
}

/** The sources `item` cited; "No sources cited." when it searched and cited none. */
function CitedSources({ item }: { item: AnswerView }) {
  if (item.error) return null
  if (item.citations.length === 0)
    return item.provenance.searched ? (
      <Muted style={{ margin: `${space[2]}px 0 0` }}>No sources cited.</Muted>
    ) : null
  return (
    <>
      <Muted style={{ margin: `${space[2]}px 0 0` }}>Sources cited:</Muted>
      <Sources aria-label={`Sources cited in answer ${item.id}`}>
        {item.citations.map((c) => {
          const href = safeHref(c.url)
          const title = sourceLabel(c)
          return (
            <li key={c.url}>
              {href ? (
                // A cited site may see that the visit came from this site: the Referrer-Policy
                // (strict-origin-when-cross-origin) sends it the origin only, never this page's path.
                // eslint-disable-next-line react/jsx-no-target-blank
                <a href={href} target="_blank" rel="nofollow noopener">
                  {title}
                </a>
              ) : (
                title
              )}{' '}
              <span>({c.domain})</span>
            </li>
          )
        })}
      </Sources>
    </>
  )
}

/** How `item` was made: "{assistant} · {model} · {search mode} · {location} · Asked {when}". */
function HowMade({ item, assistant }: { item: AnswerView; assistant: string }) {
  const p = item.provenance
  const display = useContext(DateDisplayContext)
  const place = p.location ? (placeName(p.location) ?? `"${p.location.query}"`) : null
  return (
    <Made>
      {assistant} · {item.model} · {searchModeLabel(p)} ·{' '}
      {place ? `Location sent: ${place}` : 'No location sent'} · Asked{' '}
      <time dateTime={p.asked_at}>{askedAtLabel(p.asked_at, display)}</time>
    </Made>
  )
}

/** An answer after the first: its question and badge in the summary, the rest folded. */
const Folded = styled(QCard)({
  '& > summary': { cursor: 'pointer', listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary h3': { margin: `${space[1]}px 0 ${space[2]}px` },
  '& > summary::after': {
    content: '"Show the answer"',
    display: 'block',
    marginTop: space[2],
    fontSize: fontSizes.sm,
    color: colors.accent,
  },
  '&[open] > summary::after': { content: '"Hide the answer"' },
}).withComponent('details')

/** The badge of an answered question and the business's rank in it. */
function Mention({ item }: { item: AnswerView }) {
  if (item.error) return null
  return (
    <BadgeRow>
      <Badge ok={item.mentioned}>{mentionBadge(item.mentioned)}</Badge>
      {item.mentioned && item.position !== null && (
        <Rank>Named {positionLabel(item.position)} in this answer</Rank>
      )}
    </BadgeRow>
  )
}

/**
 * Opens the answer the visitor asked for from the all-assistants tab once its assistant's tab
 * has rendered: unfolds it, scrolls to it and moves the focus there (its summary when folded).
 */
function openAnswer(assistant: AssistantId, question: number) {
  const el = document.getElementById(answerAnchor(assistant, question))
  if (!el) return
  if (el instanceof HTMLDetailsElement) el.open = true
  el.scrollIntoView({ block: 'start' })
  const target = el instanceof HTMLDetailsElement ? el.querySelector(':scope > summary') : el
  if (target instanceof HTMLElement) {
    if (target === el) el.tabIndex = -1
    target.focus({ preventScroll: true })
  }
}

/**
 * The answers of `view`, numbered out of `total` questions: the first in full, each other one
 * folded under its question and badge (the page's evidence, after what to do: decision 0105).
 * `open`: the question whose answer the visitor asked for from the all-assistants tab, unfolded,
 * scrolled to and focused once rendered, then `onOpened()`.
 */
export function AnswerList({
  view,
  total,
  open = null,
  onOpened,
}: {
  view: AssistantView
  total: number
  open?: number | null
  onOpened?: () => void
}) {
  useEffect(() => {
    if (open === null) return
    openAnswer(view.id, open)
    onOpened?.()
  }, [open, view.id, onOpened])
  return (
    <>
      {view.items.map((item, index) => {
        const head = (
          <>
            <QNo>
              QUESTION {item.id} OF {total}
            </QNo>
            <h3>{item.question}</h3>
          </>
        )
        const folded = index > 0
        const body = (
          <>
            {item.error ? (
              <Muted>No answer: {item.error}. This answer is not scored.</Muted>
            ) : (
              <Answer>
                <Markdown options={MARKDOWN_OPTIONS}>{item.answer}</Markdown>
              </Answer>
            )}
            {!folded && <Mention item={item} />}
            {item.competitors.length > 0 && (
              <>
                <Muted style={{ margin: `${space[2]}px 0 ${space[1]}px` }}>
                  Competitors mentioned:
                </Muted>
                <CompetitorChips names={item.competitors} />
              </>
            )}
            <CitedSources item={item} />
            <HowMade item={item} assistant={view.name} />
          </>
        )
        return !folded ? (
          <QCard key={item.id} id={answerAnchor(view.id, item.id)}>
            {head}
            {body}
          </QCard>
        ) : (
          <Folded key={item.id} id={answerAnchor(view.id, item.id)}>
            <summary>
              {head}
              <Mention item={item} />
            </summary>
            {body}
          </Folded>
        )
      })}
    </>
  )
}
