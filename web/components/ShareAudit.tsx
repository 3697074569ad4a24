/**
 * The dashboard's share control of one audit (docs/decisions/0078): 'Share' makes a private link
 * (`POST /auth/share`), shown once with 'Copy link'; 'Stop Sharing' revokes it, 'New Link' replaces
 * it (the old one stops working). An audit already shared says since when. Failures say so under
 * the buttons; nothing changes until the server has answered.
 */
import { useState } from 'react'
import { postAccount } from '../lib/accountClient'
import { outcomeMessage, ACCOUNT_SERVER_ERROR } from './AccountForm'
import { InlineControls as Box } from './InlineControls'

const sinceText = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

export function ShareAudit({
  auditId,
  business,
  sharedAt: initialSharedAt,
}: {
  auditId: string
  business: string
  sharedAt: string | null
}) {
  const [sharedAt, setSharedAt] = useState(initialSharedAt)
  const [url, setUrl] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)

  const call = async (revoke: boolean) => {
    setBusy(true)
    setNote(null)
    const outcome = await postAccount(
      'share',
      revoke ? { audit: auditId, revoke } : { audit: auditId },
    )
    setBusy(false)
    if (!outcome.ok) return setNote(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
    if (revoke) {
      setUrl(null)
      setSharedAt(null)
      return setNote('No longer shared: the link stopped working.')
    }
    setUrl(String(outcome.body.url))
    setSharedAt(String(outcome.body.shared_at ?? new Date().toISOString()))
  }

  return (
    <Box>
      {url && (
        <input
          readOnly
          value={url}
          aria-label={`Share link of ${business}`}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      {url && (
        <button
          type="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url)
              setNote('Link copied.')
            } catch {
              setNote('Select the link and copy it.')
            }
          }}
        >
          Copy Link
        </button>
      )}
      {!url && sharedAt && <p>Shared since {sinceText(sharedAt)}.</p>}
      {!sharedAt && (
        <button
          type="button"
          disabled={busy}
          onClick={() => call(false)}
          aria-label={`Share ${business}`}
        >
          Share
        </button>
      )}
      {sharedAt && !url && (
        <button type="button" disabled={busy} onClick={() => call(false)}>
          New Link
        </button>
      )}
      {sharedAt && (
        <button type="button" disabled={busy} onClick={() => call(true)}>
          Stop Sharing
        </button>
      )}
      {note && <p role="status">{note}</p>}
    </Box>
  )
}
