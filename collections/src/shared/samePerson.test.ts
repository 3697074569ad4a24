/**
 * The rule of "the same person" (samePerson.ts, docs/decisions/0126), record keys against record
 * keys, as the linking applies it to every pair of lead records.
 */
import { describe, expect, it } from 'vitest'
import { businessDomainOfEmail, FREE_MAIL_DOMAINS, prospectKeys, sameProspect } from './samePerson'

const inquiry = (email: string, website = '') => prospectKeys([email], [website])
const emailOnly = (email: string) => prospectKeys([email], [])
const audit = (website: string, ...emails: string[]) => prospectKeys(emails, [website])

describe('sameProspect', () => {
  it('is the same person for the same address, whatever its case', () => {
    expect(sameProspect(inquiry('Ana@Harbour.example'), emailOnly('ana@harbour.example'))).toBe(
      true,
    )
  })

  it('is the same person for the same website domain', () => {
    expect(sameProspect(inquiry('a@x.example', 'harbour.example'), audit('harbour.example'))).toBe(
      true,
    )
  })

  it("is the same person for an address at the other's website, either way round", () => {
    const mia = inquiry('mia@harbourdental.example', 'harbourdental.example')
    expect(sameProspect(mia, emailOnly('owner@harbourdental.example'))).toBe(true)
    expect(sameProspect(emailOnly('owner@harbourdental.example'), mia)).toBe(true)
    expect(
      sameProspect(inquiry('owner@harbourdental.example'), audit('harbourdental.example')),
    ).toBe(true)
  })

  it('is not the same person for two addresses at one domain, without a website', () => {
    expect(sameProspect(emailOnly('mia@harbour.example'), emailOnly('bo@harbour.example'))).toBe(
      false,
    )
  })

  it('is not the same person for a look-alike domain or a free mail domain', () => {
    const site = inquiry('mia@harbour.example', 'harbour.example')
    expect(sameProspect(site, emailOnly('eve@harbour.example.evil.example'))).toBe(false)
    expect(sameProspect(site, emailOnly('eve@evilharbour.example'))).toBe(false)
    expect(sameProspect(inquiry('ann@gmail.com'), audit('gmail.com'))).toBe(false)
    expect(sameProspect(emailOnly('ann@gmail.com'), emailOnly('bo@gmail.com'))).toBe(false)
  })

  it('is not the same person when one record names nothing', () => {
    expect(sameProspect(prospectKeys([''], [null]), prospectKeys([''], [null]))).toBe(false)
    expect(sameProspect(inquiry('a@x.example'), prospectKeys([], []))).toBe(false)
  })
})

describe('businessDomainOfEmail', () => {
  it('gives the domain of a business address, and nothing for free mail or a malformed one', () => {
    expect(businessDomainOfEmail(' Owner@WWW.Harbour.example ')).toBe('harbour.example')
    for (const free of FREE_MAIL_DOMAINS) expect(businessDomainOfEmail(`x@${free}`)).toBe('')
    for (const bad of ['', 'no-at', '@harbour.example', 'x@', 42, null])
      expect(businessDomainOfEmail(bad)).toBe('')
  })
})
