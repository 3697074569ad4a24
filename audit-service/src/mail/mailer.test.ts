/**
 * The results email as the mailer sends it from the outbox, which keeps no capability: its
 * 'View your results' still opens the result's own address, the token signed again at send time
 * (docs/decisions/0108); and a kind the table of mails (kinds.ts) does not know.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { smtpCatcher } from '../../test/support/smtp'
import { auditToken } from '../tokens'
import type { MailRow } from '../leads/store'
import { mailKindOf } from './kinds'
import { SENDER } from './templates'
import { smtpMailer } from './mailer'

const SECRET = 'mailer-test-secret-0123456789abcdef0123'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

async function sendResults(result: ReturnType<typeof makeAuditResult>) {
  const smtp = await smtpCatcher()
  cleanups.push(() => smtp.close())
  const mailer = smtpMailer({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Visibly AI <hello@visibly.example>',
    salesEmail: 'sales@visibly.example',
    timeZone: 'Australia/Sydney',
    siteUrl: 'https://visibly.example',
    adminUrl: 'https://visibly.example/admin',
    unsubscribeSecret: SECRET,
  })
  cleanups.push(() => mailer.close())
  const row: MailRow = {
    id: 1,
    key: 'results:1:mail',
    kind: 'results_email',
    attempts: 0,
    next_at: 0,
    last_error: null,
    created_at: 0,
    to: 'owner@example.com',
    data: { result },
  }
  await mailer.send(row)
  // Quoted-printable soft line breaks joined, so a long link reads whole.
  return smtp.accepted[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}

describe('results email from the outbox', () => {
  it('links the result’s own address, its token signed again from the audit id', async () => {
    const id = 'b3f1c2de-5a6b-4c7d-8e9f-0123456789ab'
    const { audit_token: _none, ...kept } = makeAuditResult({ audit_id: id })
    const raw = await sendResults(kept)
    expect(raw).toContain(`https://visibly.example/audit-results/${id}/${auditToken(id, SECRET)}`)
  })

  it('links the bare results page for a result without an audit id', async () => {
    const { audit_id: _id, audit_token: _token, ...kept } = makeAuditResult()
    const raw = await sendResults(kept)
    expect(raw).toContain('https://visibly.example/audit-results"')
    expect(raw).not.toMatch(/audit-results\/[\w-]+\/[\w-]{43}/)
  })
})

describe('the table of mails', () => {
  it('refuses a kind it does not know with 550, sending nothing', async () => {
    const smtp = await smtpCatcher()
    cleanups.push(() => smtp.close())
    const mailer = smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Visibly AI <hello@visibly.example>',
      salesEmail: 'sales@visibly.example',
      timeZone: 'Australia/Sydney',
      siteUrl: 'https://visibly.example',
      adminUrl: 'https://visibly.example/admin',
      unsubscribeSecret: SECRET,
    })
    cleanups.push(() => mailer.close())
    const row: MailRow = {
      id: 2,
      key: 'odd:1',
      kind: 'postcard',
      attempts: 0,
      next_at: 0,
      last_error: null,
      created_at: 0,
      to: 'owner@example.com',
      data: {},
    }
    await expect(mailer.send(row)).rejects.toMatchObject({
      message: 'unknown mail kind postcard',
      responseCode: 550,
    })
    expect(smtp.accepted).toHaveLength(0)
    // Inherited names are not kinds either.
    expect(mailKindOf('toString')).toBeNull()
    expect(mailKindOf('results_email')).not.toBeNull()
  })
})

describe('the table of mails: the visitor-facing links and the acknowledgement', () => {
  const settings = {
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'Visibly AI <hello@visibly.example>',
    salesEmail: 'sales@visibly.example',
    siteUrl: 'https://visibly.example',
    adminUrl: 'https://visibly.example/admin',
    unsubscribeSecret: SECRET,
    timeZone: 'Australia/Sydney',
  }
  const row = (kind: string, to: string, data: Record<string, unknown> = {}): MailRow => ({
    id: 1,
    key: `k-1:${kind}`,
    kind,
    attempts: 0,
    next_at: 0,
    last_error: null,
    created_at: 0,
    to,
    data,
  })

  it('acknowledges an inquiry to its sender, a reply reaching the contact address', async () => {
    const kind = mailKindOf('inquiry_received')!
    const r = row('inquiry_received', 'ana@example.com', {
      name: 'Ana Silva',
      businessName: 'Harbour Dental',
    })
    expect(kind.to(r, settings)).toBe('ana@example.com')
    const mail = await kind.render(r, settings)
    expect(mail.subject).toBe("We've received your inquiry")
    expect(mail.replyTo).toBe(SENDER.email)
    expect(mail.text).toContain('Harbour Dental')
  })

  it("links the site's own newsletter pages, with the signed token", async () => {
    const confirm = await mailKindOf('newsletter_confirm')!.render(
      row('newsletter_confirm', 'me@example.com'),
      settings,
    )
    expect(confirm.text).toMatch(/https:\/\/visibly\.example\/newsletter\/confirm\?token=[\w.%-]+/)
    const welcome = await mailKindOf('newsletter_welcome')!.render(
      row('newsletter_welcome', 'me@example.com'),
      settings,
    )
    const link = /https:\/\/visibly\.example\/newsletter\/unsubscribe\?token=[\w.%-]+/.exec(
      welcome.text,
    )?.[0]
    expect(link).toBeDefined()
    expect(welcome.headers?.['List-Unsubscribe']).toBe(`<${link}>`)
  })
})
