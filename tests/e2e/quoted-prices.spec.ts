/**
 * Prices quoted from Offers (docs/decisions/0127), as a marketer works: an editor changes an offer's
 * price in the admin and publishes it; on the next load the site's offer card, the FAQ answer that
 * quotes the offer and the FAQPage JSON-LD all show the new price, on the home page and on /faqs.
 */
import { expect, test, type Page } from '@playwright/test'
import { CMS, WEB, adminAuth, eventually } from '../acceptance/stack'

const PASSWORD = 'password-1234'

/** An editor (the marketer's role), created by the admin and signed in in the browser. */
async function signInAsEditor(page: Page): Promise<void> {
  const email = `marketer.${Date.now().toString(36)}@example.com`
  const created = await fetch(`${CMS}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: await adminAuth() },
    body: JSON.stringify({ email, password: PASSWORD, roles: ['editor'], name: 'Marketer' }),
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const login = await fetch(`${CMS}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  await page.context().addCookies([{ name: 'payload-token', value: token, url: CMS }])
}

/** The answers of every FAQPage JSON-LD of the page now open. */
async function faqLdAnswers(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts
    .flatMap((s) => [JSON.parse(s)].flat())
    .filter((d) => d['@type'] === 'FAQPage')
    .flatMap((d) =>
      d.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text),
    )
}

test('an editor publishes a new price: the offer card, the FAQ answer and its JSON-LD show it on the next load', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const found = await fetch(`${CMS}/api/offers?where[slug][equals]=foundations&depth=0`)
  const [offer] = ((await found.json()) as { docs: { id: number; price: number }[] }).docs
  const newPrice = offer.price - 200
  const shown = (price: number) => `$${price.toLocaleString('en-US')}`
  await signInAsEditor(page)
  try {
    await page.goto(`${CMS}/admin/collections/offers/${offer.id}`)
    const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
    if (await exit.isVisible()) await exit.click()
    await page.locator('#field-price').fill(String(newPrice))
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await eventually(async () => {
      const res = await fetch(`${CMS}/api/offers/${offer.id}?depth=0`)
      return ((await res.json()) as { price: number }).price === newPrice
    }, 20_000)

    await page.goto(`${WEB}/`)
    const card = page.locator('#pricing').getByRole('heading', { name: 'Foundations', exact: true })
    await expect(card.locator('..')).toContainText(shown(newPrice))
    for (const path of ['/', '/faqs']) {
      await page.goto(`${WEB}${path}`)
      const item = page.locator('details', {
        hasText: "What's the difference between the course and the done-for-you tiers?",
      })
      await item.locator('summary').click()
      await expect(item).toContainText(`Foundations (${shown(newPrice)})`)
      await expect(item).not.toContainText(shown(offer.price))
      const answers = await faqLdAnswers(page)
      expect(answers.some((a) => a.includes(`Foundations (${shown(newPrice)})`))).toBe(true)
      expect(answers.join('\n')).not.toContain(shown(offer.price))
    }
  } finally {
    await fetch(`${CMS}/api/offers/${offer.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: await adminAuth() },
      body: JSON.stringify({ price: offer.price, _status: 'published' }),
    })
  }
})
