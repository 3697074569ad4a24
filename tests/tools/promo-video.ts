/**
 * Records the home page's promo video (spec §2 home section 1; docs/decisions/0080): the product's
 * own audit flow, driven in Chromium on a running site — the home page's domain form, the review
 * form, the loading page's live progress, the results — and encodes it for the web with Debian's
 * ffmpeg. Re-run it after a design change; the seed puts the files in Media on a fresh start.
 *
 * `npx tsx tests/tools/promo-video.ts [siteUrl] [outDir]` (run from tests/), defaults
 * http://localhost:3000 and collections/src/seed/media. Needs `ffmpeg` on the PATH (Debian's
 * package: `apt-get install -y ffmpeg`) and Chromium as in tests/chromium.ts.
 *
 * Writes, at 960×540, 25 frames a second, no sound:
 * - `promo-video.webm` (VP9) and `promo-video.mp4` (H.264, `+faststart` so it plays while loading);
 * - `promo-video-poster.webp`, the still shown before play: the results page as the browser
 *   showed it;
 * - `promo-video.vtt`, English WebVTT captions, one per step, timed from the recording itself.
 *
 * Playwright records through an ffmpeg of its own that it downloads, which this machine cannot do;
 * Debian's is linked where Playwright looks for it (a temporary PLAYWRIGHT_BROWSERS_PATH).
 * The website a visitor types cannot be reached from a closed network: when the site's extraction
 * of it fails, the browser plays a found profile instead (as tests/e2e/extract.spec.ts does);
 * with network access the real extraction is filmed. Everything after it is the real site.
 *
 * Throws (exit 1) when the site does not answer, a step's screen does not appear within its time,
 * or ffmpeg fails.
 */
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROMO_FILES } from '@aivis/collections/seed/media'
import { chromiumLaunchOptions } from '../chromium'

const here = path.dirname(fileURLToPath(import.meta.url))
const [
  base = 'http://localhost:3000',
  out = path.resolve(here, '../../collections/src/seed/media'),
] = process.argv.slice(2)

/** The business the video audits, and the profile played when its website cannot be reached. */
const DOMAIN = 'harbourdental.com.au'
const PROFILE = {
  business_name: 'Harbour Dental',
  core_service: 'dentist',
  target_location: 'Sydney',
  business_type: 'practice',
  website: `https://${DOMAIN}`,
  domain: DOMAIN,
  cached: false,
}

/** Output frame size and rate. */
const WIDTH = 960
const HEIGHT = 540
const FPS = 25

/** One caption: from and to, in seconds of the finished video. */
interface Cue {
  from: number
  to: number
  text: string
}

/** `hh:mm:ss.mmm`, WebVTT's timestamp. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000))
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/** A WebVTT file of `cues`. */
export function webVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${vttTime(c.from)} --> ${vttTime(c.to)}\n${c.text}\n`).join('\n')}`
}

/** Links Debian's ffmpeg where Playwright looks for its own; returns the directory to use. */
function playwrightFfmpeg(): string {
  const ffmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim()
  const require = createRequire(import.meta.url)
  const browsers = JSON.parse(
    readFileSync(
      path.join(path.dirname(require.resolve('playwright-core/package.json')), 'browsers.json'),
      'utf8',
    ),
  ) as { browsers: { name: string; revision: string }[] }
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')!.revision
  const dir = mkdtempSync(path.join(tmpdir(), 'pw-ffmpeg-'))
  mkdirSync(path.join(dir, `ffmpeg-${revision}`))
  symlinkSync(ffmpeg, path.join(dir, `ffmpeg-${revision}`, 'ffmpeg-linux'))
  return dir
}

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  })

async function main() {
  process.env.PLAYWRIGHT_BROWSERS_PATH = playwrightFfmpeg()
  // Imported after the variable is set: Playwright reads it when it loads.
  const { chromium } = await import('@playwright/test')
  const raw = mkdtempSync(path.join(tmpdir(), 'promo-raw-'))
  const browser = await chromium.launch(chromiumLaunchOptions)
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme: 'dark',
    recordVideo: { dir: raw, size: { width: 1280, height: 720 } },
  })
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
  const page = await context.newPage()
  const t0 = Date.now()
  const now = () => (Date.now() - t0) / 1000
  const cues: Cue[] = []
  const caption = (text: string) => {
    const last = cues.at(-1)
    if (last) last.to = now()
    cues.push({ from: now(), to: now(), text })
  }
  const pause = (ms: number) => page.waitForTimeout(ms)

  await page.route('**/functions/v1/extract-business-info', async (route) => {
    const answer = await route.fetch().catch(() => null)
    if (answer?.ok()) return route.fulfill({ response: answer })
    await new Promise((r) => setTimeout(r, 900))
    await route.fulfill({ status: 200, json: PROFILE })
  })

  await page.goto(base, { waitUntil: 'networkidle' })
  const start = now()
  caption('Enter your website on the home page.')
  await pause(1500)
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox') })
    .first()
  await form.getByRole('textbox').pressSequentially(DOMAIN, { delay: 90 })
  await pause(600)
  await form.getByRole('button').click()

  await page.waitForURL(/\/audit-setup/, { timeout: 30_000 })
  caption('We read your business from your website. Check the details.')
  const run = page.getByRole('button', { name: 'Run Full Audit' })
  await run.waitFor({ timeout: 30_000 })
  for (const [label, value] of [
    ['Business name', PROFILE.business_name],
    ['Core product or service', PROFILE.core_service],
    ['Target location', PROFILE.target_location],
  ]) {
    const field = page.getByLabel(label)
    if (!(await field.inputValue())) await field.pressSequentially(value, { delay: 70 })
  }
  await pause(2200)
  await run.click()

  await page.waitForURL(/\/audit-loading/, { timeout: 30_000 })
  caption('ChatGPT, Claude, Gemini and Perplexity are asked what they recommend.')
  await page.waitForURL(/\/audit-results/, { timeout: 120_000 })
  await page.waitForLoadState('networkidle')
  caption('See whether they name your business, and who they name instead.')
  await pause(1200)
  // The poster is this screen as the page shows it (a frame of the recording may lag a scroll).
  const posterPng = path.join(raw, 'poster.png')
  await page.screenshot({ path: posterPng })
  await pause(1300)
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 260)
    await pause(700)
  }
  caption('Every answer, the competitors named, and what to do next.')
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 260)
    await pause(700)
  }
  await pause(1500)
  const end = now()
  cues.at(-1)!.to = end

  await context.close()
  await browser.close()
  const [recording] = readdirSync(raw).filter((f) => f.endsWith('.webm'))
  const input = path.join(raw, recording)
  mkdirSync(out, { recursive: true })
  const trim = ['-ss', start.toFixed(3), '-i', input, '-t', (end - start).toFixed(3)]
  const scale = `scale=${WIDTH}:${HEIGHT}:flags=lanczos,fps=${FPS}`
  /** One encoding of the trimmed recording, scaled, without sound, with `codec`'s options. */
  const encode = (codec: string[], file: string) =>
    ffmpeg([...trim, '-vf', scale, '-an', ...codec, path.join(out, file)])
  encode(
    '-c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2'.split(' '),
    PROMO_FILES.promoVideo,
  )
  encode(
    '-c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -movflags +faststart'.split(' '),
    PROMO_FILES.promoVideoMp4,
  )
  ffmpeg([
    '-i',
    posterPng,
    '-vf',
    `scale=${WIDTH}:${HEIGHT}:flags=lanczos`,
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    path.join(out, PROMO_FILES.promoPoster),
  ])
  writeFileSync(
    path.join(out, PROMO_FILES.promoCaptions),
    webVtt(cues.map((c) => ({ ...c, from: c.from - start, to: c.to - start }))),
  )
  rmSync(raw, { recursive: true, force: true })
  rmSync(process.env.PLAYWRIGHT_BROWSERS_PATH, { recursive: true, force: true })
  for (const f of Object.values(PROMO_FILES))
    console.log(`${f}: ${(statSync(path.join(out, f)).size / 1024).toFixed(0)} KiB`)
  console.log(`${(end - start).toFixed(1)} s recorded from ${base}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
