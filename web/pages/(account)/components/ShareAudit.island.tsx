/**
 * The share control of one audit on the dashboard and the saved report (docs/decisions/0078,
 * 0107): 'Share' makes a private link (`POST /auth/share`); while the audit is shared, 'Copy Link'
 * copies its current link (asked of `POST /auth/share-link` the first time: the owner is given the
 * same link again) and shows it in a read-only field; the button reads 'Copied' for a moment. When
 * the browser refuses the clipboard the field is selected for the visitor to copy. 'New Link'
 * replaces the link (the old one stops working), 'Stop Sharing' revokes it. A link made before
 * links could be given again says so: a new one can be copied. Failures say so under the
 * buttons; nothing changes until the server has answered.
 *
 * Props: `auditId` (the CMS's id, as text), `business` (names the controls for screen readers),
 * `sharedAt` (ISO 8601, since when it is shared; null: not shared).
 */
import { useEffect, useRef, useState } from 'react'
import { postAccount } from '../../../lib/accountClient'
import { outcomeMessage, ACCOUNT_SERVER_ERROR } from './AccountForm.island'
import { InlineControls as Box } from './InlineControls'

/** The control's texts (ours: the spec shows none). */
export const SHARE_TEXT = {
  share: 'Share',
  copy: 'Copy Link',
  copied: 'Copied',
  copiedNote: 'Link copied.',
  selectNote: 'Select the link and copy it.',
  newLink: 'New Link',
  stop: 'Stop Sharing',
  stopped: 'No longer shared: the link stopped working.',
  notShared: 'This audit is no longer shared.',
  olderLink:
    'This link was made before links could be shown again. Make a new link to copy it (the old one stops working).',
} as const

/** How long the copy button reads 'Copied', in ms. */
export const COPIED_MS = 2000

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
  const [copied, setCopied] = useState(false)
  /** Set when the clipboard refused: the field is selected once it is shown. */
  const [selectLink, setSelectLink] = useState(false)
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  useEffect(() => {
    if (!selectLink || !field.current) return
    field.current.focus()
    field.current.select()
    setSelectLink(false)
  }, [selectLink, url])

  const call = async (revoke: boolean) => {
    setBusy(true)
    setNote(null)
    setCopied(false)
    const outcome = await postAccount(
      'share',
      revoke ? { audit: auditId, revoke } : { audit: auditId },
    )
    setBusy(false)
    if (!outcome.ok) return setNote(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
    if (revoke) {
      setUrl(null)
      setSharedAt(null)
      return setNote(SHARE_TEXT.stopped)
    }
    setUrl(String(outcome.body.url))
    setSharedAt(String(outcome.body.shared_at ?? new Date().toISOString()))
  }

  /** The current link: known, or asked of the server (null when there is none to copy). */
  const currentLink = async (): Promise<string | null> => {
    if (url) return url
    setBusy(true)
    const outcome = await postAccount('share-link', { audit: auditId })
    setBusy(false)
    if (!outcome.ok) {
      setNote(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
      return null
    }
    if (outcome.body.shared !== true) {
      setSharedAt(null)
      setNote(SHARE_TEXT.notShared)
      return null
    }
    if (typeof outcome.body.url !== 'string' || !outcome.body.url) {
      setNote(SHARE_TEXT.olderLink)
      return null
    }
    setUrl(outcome.body.url)
    return outcome.body.url
  }

  const copy = async () => {
    setNote(null)
    setCopied(false)
    const link = await currentLink()
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      setNote(SHARE_TEXT.copiedNote)
    } catch {
      // No clipboard (an insecure page, an old browser) or refused: the visitor copies it.
      setSelectLink(true)
      setNote(SHARE_TEXT.selectNote)
    }
  }

  return (
    <Box>
      {url && (
        <input
          ref={field}
          readOnly
          value={url}
          aria-label={`Share link of ${business}`}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      {sharedAt && <p>Shared since {sinceText(sharedAt)}.</p>}
      {!sharedAt && (
        <button
          type="button"
          disabled={busy}
          onClick={() => call(false)}
          aria-label={`Share ${business}`}
        >
          {SHARE_TEXT.share}
        </button>
      )}
      {sharedAt && (
        <button
          type="button"
          disabled={busy}
          onClick={copy}
          aria-label={`${copied ? SHARE_TEXT.copied : SHARE_TEXT.copy}: ${business}`}
        >
          {copied ? SHARE_TEXT.copied : SHARE_TEXT.copy}
        </button>
      )}
      {sharedAt && (
        <button type="button" disabled={busy} onClick={() => call(false)}>
          {SHARE_TEXT.newLink}
        </button>
      )}
      {sharedAt && (
        <button type="button" disabled={busy} onClick={() => call(true)}>
          {SHARE_TEXT.stop}
        </button>
      )}
      {note && <p role="status">{note}</p>}
    </Box>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ShareAudit
