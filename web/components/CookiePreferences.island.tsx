/**
 * On /cookies (docs/decisions/0027): the visitor's cookie choice and the buttons to change it. A
 * pixel already running cannot be taken out of the page, so rejecting it reloads the page.
 */
import { setConsent } from '../lib/consent'
import { space } from '../lib/theme'
import { Actions, useConsent } from './ConsentBanner.island'
import { Button } from './ui'

/** On /cookies: the current choice and the buttons to change it. */
export function CookiePreferences() {
  const consent = useConsent()
  const change = (choice: 'accepted' | 'rejected') => {
    setConsent(choice)
    // A pixel already running cannot be taken out of the page: start again without it.
    if (choice === 'rejected' && typeof window.fbq === 'function') window.location.reload()
  }
  return (
    <section aria-labelledby="cookie-preferences" style={{ marginTop: space[6] }}>
      <h2 id="cookie-preferences">Your cookie choice</h2>
      <p role="status">
        {consent === undefined
          ? ' '
          : consent === 'accepted'
            ? 'You accepted the advertising cookie.'
            : consent === 'rejected'
              ? 'You rejected the advertising cookie.'
              : 'You have not chosen yet.'}
      </p>
      <Actions>
        <Button
          type="button"
          variant="outline"
          disabled={consent === 'rejected'}
          onClick={() => change('rejected')}
        >
          Reject
        </Button>
        <Button type="button" disabled={consent === 'accepted'} onClick={() => change('accepted')}>
          Accept
        </Button>
      </Actions>
    </section>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default CookiePreferences
