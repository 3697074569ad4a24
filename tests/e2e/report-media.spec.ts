/**
 * One audit in all five places it reaches its owner (docs/decisions/0105, 0108, 0078, 0107): the
 * results page at the audit's own address, the results email (read in the mail catcher, its
 * plain text and its HTML), the saved report of the signed-in customer (/app/audits/:id), the
 * shared page (/r/:token, signed out) and the PDF report (its text, through pdf.js). Each shows
 * the same verdict (spec §4 banner, `severityBanner`, and `verdictSummary`), the same mention
 * rate, the same first fixes (`result.fixes`), the same top competitors in the same order and the
 * demo-mode note (`SIMULATED_NOTICE`: the stack's assistants are simulated). The truth is the
 * result itself, read from the audit service as the site reads it (`GET
 * /functions/v1/audits/{id}/result` with the audit's token), never hard-coded. The second test: the
 * email's 'View your results' (the audit's own address, docs/decisions/0108) opens the same report
 * in a fresh browser.
 *
 * Along the way it saves screenshots (never committed: test-results/ is ignored) of the results
 * page, the saved report, the shared page and the email's HTML at 1280 and 375 px in the dark
 * and light themes, and the PDF's first two pages (pdftoppm, 60 dpi), in test-results/media/.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import {
  MIN_FILL_MS,
  SIMULATED_NOTICE,
  resultPath,
  severityBanner,
  verdictSummary,
  type AuditResult,
} from '@aivis/contract'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { pdfText } from '../../audit-service/test/support/pdf'
import { AUDIT, WEB, eventually, mailTo } from '../acceptance/stack'
import { RESULT_URL } from './resultAddress'

const PASSWORD = 'a-long-password'
const SHOTS = 'test-results/media'
const THEMES = ['dark', 'light'] as const
const WIDTHS = [1280, 375] as const

/** Whitespace-folded, so text wrapped by the mail's plain-text part or the PDF's lines matches. */
const fold = (s: string) => s.replace(/\s+/g, ' ').trim()
/** How every medium prints a proportion: whole percent. */
const percent = (v: number) => `${Math.round(v * 100)}%`

/** What every medium must show, from the result itself. */
interface Truth {
  banner: string
  summary: string
  mentionRate: string
  fixes: string[]
  competitors: string[]
  notice: string
}

const truthOf = (result: AuditResult): Truth => ({
  banner: severityBanner(result.severity, result.specialism, result.location),
  summary: verdictSummary(result),
  mentionRate: percent(result.scores.overall.mention_rate.value),
  fixes: (result.fixes ?? []).slice(0, 3).map((f) => f.title),
  competitors: result.summary.top_competitors,
  notice: `${SIMULATED_NOTICE.label} ${SIMULATED_NOTICE.text}`,
})

/** What one medium shows: its whole text, folded, and its ranked competitors (the business left out). */
interface Shown {
  text: string
  /** How the medium words the overall mention rate, e.g. "Mention rate 20%". */
  mentionRate: string
  competitors: string[]
  /** How the medium's text was normalised (the needles are normalised alike); default `fold`. */
  norm?: (s: string) => string
}

/**
 * Checks one medium against the truth, softly, so that one run names every gap of every medium.
 */
function expectSame(medium: string, shown: Shown, truth: Truth) {
  const norm = shown.norm ?? fold
  const has = (what: string, needle: string) =>
    expect.soft(shown.text, `${medium}: ${what} «${needle}»`).toContain(norm(needle))
  has('the simulated notice', truth.notice)
  has('the verdict banner', truth.banner)
  has('the verdict summary', truth.summary)
  has('the mention rate', shown.mentionRate)
  for (const title of truth.fixes) has('a first fix', title)
  expect
    .soft(shown.competitors.slice(0, truth.competitors.length), `${medium}: the top competitors`)
    .toEqual(truth.competitors)
}

/** The text between `start` and the first of `ends` after it ('' without `start`). */
function between(text: string, start: string, ends: string[]): string {
  const from = text.indexOf(start)
  if (from < 0) return ''
  const rest = text.slice(from + start.length)
  const to = Math.min(...ends.map((e) => rest.indexOf(e)).filter((i) => i >= 0), rest.length)
  return rest.slice(0, to)
}

/** The results page (/audit-results/{id}/{token}) as a visitor reads it. */
async function resultsPageShows(page: Page, truth: Truth): Promise<Shown> {
  const ranked = page.locator(
    'xpath=//h2[normalize-space()="Top Competitors"]/following-sibling::*[1]//li',
  )
  await expect(ranked.first()).toBeVisible()
  // The figures behind the verdict's words are folded under 'How we measured'.
  const measured = page.locator('details', {
    has: page.locator('summary', { hasText: 'How we measured' }),
  })
  if (!(await measured.evaluate((d) => (d as HTMLDetailsElement).open)))
    await measured.locator('summary').click()
  return {
    text: fold(await page.locator('body').innerText()),
    mentionRate: `Your business was named in ${truth.mentionRate} of them`,
    competitors: (await ranked.allInnerTexts()).map((t) => fold(t).replace(/^#\d+\s*/, '')),
  }
}

/** The saved report or the shared page (web/pages/(audit)/components/AuditReport.tsx). */
async function reportPageShows(page: Page, truth: Truth): Promise<Shown> {
  const names = page
    .getByRole('region', { name: 'Businesses named' })
    .locator('tbody tr td:nth-child(2)')
  await expect(names.first()).toBeVisible()
  return {
    text: fold(await page.locator('body').innerText()),
    mentionRate: `Mention rate ${truth.mentionRate}`,
    competitors: (await names.allInnerTexts()).map(fold).filter((n) => !n.endsWith(' (you)')),
  }
}

/** The results email's plain-text part. */
function mailTextShows(text: string, truth: Truth): Shown {
  const folded = fold(text)
  return {
    text: folded,
    mentionRate: `answers named you (${truth.mentionRate})`,
    competitors: [...folded.matchAll(/#\d+ ([^#]+?): named in \d+ answers?/g)].map((m) => m[1]),
  }
}

/** The results email's HTML, as a mail client shows it (rendered in `page`). */
async function mailHtmlShows(page: Page, truth: Truth): Promise<Shown> {
  const text = fold(await page.locator('body').innerText())
  return {
    text,
    mentionRate: `answers named you (${truth.mentionRate})`,
    competitors: [...text.matchAll(/#\d+ ([^#]+?): named in \d+ answers?/g)].map((m) => m[1]),
  }
}

/**
 * A PDF's text as pdf.js gives it, folded: pdf.js joins the text items with spaces, and react-pdf
 * draws each JSX text child as an item of its own ("1", ".", " Harbour Smiles Co", ":"), so the
 * spaces it puts before punctuation are taken out again.
 */
const pdfFold = (s: string) => fold(s).replace(/ ([.,:;)])/g, '$1')

/** The PDF report's text (pdf.js): its 'Who the assistants named' list, the business left out. */
async function pdfShows(bytes: Uint8Array, truth: Truth): Promise<Shown> {
  const text = pdfFold(await pdfText(bytes))
  const named = between(text, 'Who the assistants named', [
    'Where the assistants get their answers',
    'Does each assistant know your business?',
    'What each assistant answered',
  ])
  return {
    text,
    mentionRate: `Mention rate: ${truth.mentionRate}`,
    competitors: [...named.matchAll(/\d+\. (.+?): \d+ answers?, \d+% share of voice/g)]
      .map((m) => m[1])
      .filter((n) => !n.endsWith(' (you)')),
    norm: pdfFold,
  }
}

/**
 * The whole page as a reader who scrolled through it sees it: scrolled to the end and back (the
 * results page's charts hydrate as they come near the screen), and the answers laid out only near
 * the screen (`content-visibility: auto`, web/pages/(audit)/lib/progressive.ts) laid out, which a full-page capture
 * does not do by itself.
 */
async function scrolledThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 40))
    }
    // What hydrates near the screen (the charts) is given the time a reader's scrolling gives it.
    for (const el of document.querySelectorAll('[data-hydrate-visible]')) {
      el.scrollIntoView({ block: 'center' })
      await new Promise((r) => setTimeout(r, 500))
    }
    scrollTo(0, 0)
  })
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await page.waitForLoadState('networkidle')
}

/** Full-page screenshots of `path` in `context`, both themes, both widths. */
async function shoot(context: BrowserContext, path: string, name: string) {
  for (const theme of THEMES) {
    const page = await context.newPage()
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.emulateMedia({ colorScheme: theme })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path, { waitUntil: 'networkidle' })
      await scrolledThrough(page)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true })
    }
    await page.close()
  }
}

/** Signs up on /signin/new and confirms by the mailed link: `page` is signed in on the dashboard. */
async function signUp(page: Page, email: string) {
  await page.goto('/signin/new', { waitUntil: 'networkidle' })
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('status')).toContainText(/inbox|email/i)
  const mail = await eventually(async () =>
    (await mailTo(email)).find((m) => /Confirm your email/.test(m.subject)),
  )
  const link = new URL(/https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9]+/.exec(mail.text)![0])
  await page.goto(`${link.pathname}${link.search}`, { waitUntil: 'networkidle' })
  const confirm = page.getByRole('form', { name: 'Confirm your email' })
  await confirm.getByLabel('Password').fill(PASSWORD)
  await confirm.getByRole('button', { name: 'Confirm and Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
}

/** What the first test hands the second: the audit's address, its truth and the email's HTML. */
let mailed: { resultsPath: string; truth: Truth; html: string } | undefined

// The second test reads the email the first one had sent.
test.describe.configure({ mode: 'serial' })

test('one audit shows the same verdict, mention rate, fixes, competitors and simulated notice on the results page, in the email, on the saved report, on the shared page and in the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  await mkdir(SHOTS, { recursive: true })
  const email = `e2e-media-${randomUUID().slice(0, 8)}@example.com`
  const business = `Media Dental ${randomUUID().slice(0, 6)}`

  // A customer signs up, then runs the audit signed in: it opens as their saved report.
  await signUp(page, email)
  await page.goto('/audit', { waitUntil: 'networkidle' })
  await page.getByLabel('Business Name').fill(business)
  await page.getByLabel('Main Product or Service').fill('dentist')
  await page.getByLabel('Target Location').fill('Sydney')
  await page.getByRole('button', { name: 'Run My Free Audit' }).click()
  await expect(page).toHaveURL(/\/app\/audits\/[^/]+$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(business)
  const savedPath = new URL(page.url()).pathname

  // The audit's own address, from the `latest_audit` cookie the run wrote (decision 0108).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'latest_audit')
  expect(cookie, 'the latest_audit cookie').toBeDefined()
  const address = new URLSearchParams(decodeURIComponent(cookie!.value))
  const id = address.get('id')!
  const token = address.get('token')!
  const resultsPath = resultPath({ audit_id: id, audit_token: token })!
  expect(resultsPath).toMatch(RESULT_URL)

  // The truth: the result as the audit service keeps it, read as the site reads it.
  const res = await fetch(`${AUDIT}/functions/v1/audits/${encodeURIComponent(id)}/result`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(200)
  const result = (await res.json()) as AuditResult
  expect(result.business_name).toBe(business)
  expect(result.simulated, 'the stack runs simulated assistants').toBe(true)
  const truth = truthOf(result)
  expect(truth.fixes.length, 'the result carries its first fixes').toBeGreaterThan(0)
  expect(truth.competitors.length, 'the answers named competitors').toBeGreaterThan(0)

  // (3) The saved report, signed in.
  expectSame('saved report', await reportPageShows(page, truth), truth)
  await shoot(page.context(), savedPath, 'saved-report')

  // (5) The PDF, downloaded from the saved report.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ])
  const pdf = await readFile((await download.path())!)
  expectSame('PDF (saved report)', await pdfShows(pdf, truth), truth)
  await writeFile(`${SHOTS}/report.pdf`, pdf)
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '2',
    `${SHOTS}/report.pdf`,
    `${SHOTS}/pdf-page`,
  ])

  // (4) The shared page, made with the saved report's share control, opened signed out.
  await page.goto(savedPath, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: `Share ${business}` }).click()
  const link = await page.getByLabel(`Share link of ${business}`).inputValue()
  const sharedPath = new URL(link).pathname
  expect(sharedPath).toMatch(/^\/r\/[\w-]+$/)
  const stranger = await browser.newContext({ baseURL: WEB })
  const shared = await stranger.newPage()
  await shared.goto(sharedPath, { waitUntil: 'networkidle' })
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(business)
  expectSame('shared page', await reportPageShows(shared, truth), truth)
  // The shared page's own PDF, signed out.
  const sharedPdf = await stranger.request.get(`${sharedPath}/report.pdf`)
  expect(sharedPdf.status()).toBe(200)
  expectSame('PDF (shared page)', await pdfShows(await sharedPdf.body(), truth), truth)
  await shoot(stranger, sharedPath, 'shared-page')
  await stranger.close()

  // (1) The results page at the audit's own address, in a browser with nothing stored.
  const visitor = await browser.newContext({ baseURL: WEB })
  const results = await visitor.newPage()
  await results.goto(resultsPath, { waitUntil: 'networkidle' })
  await expect(results).toHaveURL(RESULT_URL)
  expectSame('results page', await resultsPageShows(results, truth), truth)
  // The email form is on screen now: the fill-time check counts from here.
  const shownAt = Date.now()

  // (2) The results email, asked for from the results page's form, read in the mail catcher.
  const block = results.getByRole('region', { name: 'Send my results and first 3 fixes' })
  await block.getByLabel('Your email address').pressSequentially(email, { delay: 30 })
  await results.waitForTimeout(Math.max(0, MIN_FILL_MS + 250 - (Date.now() - shownAt)))
  await block.getByRole('button', { name: 'Send my results' }).click()
  await expect(
    results.getByRole('dialog', { name: 'Thanks! Your results are on the way' }),
  ).toBeVisible()
  const mail = await eventually(
    async () => (await mailTo(email)).find((m) => /Your AI visibility audit/.test(m.subject)),
    20_000,
  )
  expect(mail.subject).toBe(`Your AI visibility audit: ${business} — ${result.severity}`)
  expectSame('email (text)', mailTextShows(mail.text, truth), truth)
  const rendered = await visitor.newPage()
  await rendered.setContent(mail.html)
  expectSame('email (HTML)', await mailHtmlShows(rendered, truth), truth)
  for (const theme of THEMES) {
    await rendered.emulateMedia({ colorScheme: theme })
    for (const width of WIDTHS) {
      await rendered.setViewportSize({ width, height: 900 })
      await rendered.screenshot({ path: `${SHOTS}/email-${width}-${theme}.png`, fullPage: true })
    }
  }
  await shoot(visitor, resultsPath, 'results-page')
  await visitor.close()

  mailed = { resultsPath, truth, html: mail.html }
})

test("the results email's 'View your results' opens the same report in a fresh browser", async ({
  browser,
}) => {
  // The email links the audit's own address (docs/decisions/0108), which opens anywhere.
  expect(mailed, 'the first test sent the email').toBeDefined()
  const { resultsPath, truth, html } = mailed!
  const view = /<a\b[^>]*href="([^"]+)"[^>]*>\s*View your results\s*<\/a>/.exec(html)?.[1]
  expect(view, "the email's 'View your results' link").toBeDefined()
  const viewUrl = new URL(view!.replace(/&amp;/g, '&'))
  expect(viewUrl.pathname).toBe(resultsPath)
  const fresh = await browser.newContext({ baseURL: WEB })
  const opened = await fresh.newPage()
  await opened.goto(`${viewUrl.pathname}${viewUrl.search}`, { waitUntil: 'networkidle' })
  await expect(opened).toHaveURL(RESULT_URL)
  expectSame("the email's link, in a fresh browser", await resultsPageShows(opened, truth), truth)
  await fresh.close()
})
