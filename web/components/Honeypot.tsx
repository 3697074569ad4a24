/**
 * The anti-bot fields every lead form sends (contract `BOT_FIELDS`): a text field people never see
 * (`company_fax`: visually hidden, aria-hidden, out of the tab order, autocomplete off) and the time
 * the form was shown (for a form in the page's HTML, when the page loaded, not when its island was
 * hydrated).
 *
 * `const bot = useBotFields()` in a form; render `<Honeypot inputRef={bot.ref} />` inside it and
 * send `bot.values()` with the request.
 */
import styled from '@emotion/styled'
import { BOT_FIELDS } from '@aivis/contract'
import { useCallback, useContext, useEffect, useRef, type RefObject } from 'react'
import { IslandHydration, shownAt } from '../lib/islandHydration'
import type { BotFields } from '../lib/leadsClient'

const Hidden = styled.div({
  position: 'absolute',
  left: -10000,
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
})

export function useBotFields(): {
  ref: RefObject<HTMLInputElement | null>
  values: () => BotFields
} {
  const ref = useRef<HTMLInputElement>(null)
  // When the visitor first saw the form: a form in the page's HTML since the page loaded, even
  // when its island was hydrated later (at first use, after autofill); a form that appears
  // later since it appeared (lib/islandHydration.ts).
  const island = useContext(IslandHydration)
  const startedAt = useRef(0)
  useEffect(() => {
    startedAt.current = shownAt(island)
    // Read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const values = useCallback(
    () => ({ honeypot: ref.current?.value ?? '', startedAt: startedAt.current || Date.now() }),
    [],
  )
  return { ref, values }
}

export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <Hidden aria-hidden="true">
      <label>
        Company fax (leave empty)
        <input
          ref={inputRef}
          type="text"
          name={BOT_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </Hidden>
  )
}
