/**
 * A business's monthly re-check on the dashboard and the settings page (docs/decisions/0079):
 * 'Re-check Monthly' asks for one from the business's latest audit (`POST /auth/recheck`
 * `{ audit }`); while it is on, 'Stop Monthly Re-check' stops it (`{ recheck, stop: true }`). Each
 * re-check runs as the customer's audit, is kept on the dashboard and is emailed with what changed
 * since the last run. Nothing changes until the server has answered; failures say so under the
 * button.
 *
 * Props: `business` (its name, for the buttons' labels), `auditId` (the latest audit of the
 * business: where a new re-check starts from; null on the settings page, where only stopping is
 * offered), `recheck` (`{ id, active }` or null).
 */
import { useState } from 'react'
import { postAccount } from '../../../lib/accountClient'
import { outcomeMessage, ACCOUNT_SERVER_ERROR } from './AccountForm.island'
import { InlineControls } from './InlineControls'

/** The control's texts (ours: the spec shows none). */
export const RECHECK_TEXT = {
  off: 'Get this audit again every month by email, with what changed.',
  on: 'Re-checked every month: each result is emailed to you and kept on your dashboard.',
  start: 'Re-check Monthly',
  stop: 'Stop Monthly Re-check',
  started: 'Monthly re-check on. The first comes a month after your latest audit.',
  stopped: 'Monthly re-check stopped.',
} as const

export interface RecheckToggleProps {
  business: string
  auditId: string | null
  recheck: { id: string; active: boolean } | null
}

export function RecheckToggle({ business, auditId, recheck: initial }: RecheckToggleProps) {
  const [recheck, setRecheck] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const on = recheck?.active === true

  const toggle = async () => {
    setBusy(true)
    setNote(null)
    const outcome = await postAccount(
      'recheck',
      on ? { recheck: recheck!.id, stop: true } : { audit: auditId },
    )
    setBusy(false)
    if (!outcome.ok) return setNote(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
    const answer = outcome.body.recheck as { id: number | string; active: boolean }
    setRecheck({ id: String(answer.id), active: answer.active })
    setNote(answer.active ? RECHECK_TEXT.started : RECHECK_TEXT.stopped)
  }

  if (!on && auditId === null) return note ? <p role="status">{note}</p> : null
  return (
    <InlineControls>
      <p>{on ? RECHECK_TEXT.on : RECHECK_TEXT.off}</p>
      <button
        type="button"
        disabled={busy}
        onClick={toggle}
        aria-label={`${on ? RECHECK_TEXT.stop : RECHECK_TEXT.start}: ${business}`}
      >
        {on ? RECHECK_TEXT.stop : RECHECK_TEXT.start}
      </button>
      {note && <p role="status">{note}</p>}
    </InlineControls>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default RecheckToggle
