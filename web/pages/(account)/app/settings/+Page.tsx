/**
 * /app/settings: the signed-in customer's account (decision 0076): their profile (name and photo:
 * components/ProfileForm.island.tsx, decision 0131), the email it uses, a new
 * password by emailed link (the same reset as a forgotten one), its monthly re-checks (each
 * stopped here; docs/decisions/0079), signing out of every device, and deleting the account with
 * its audits and re-checks.
 */
import styled from '@emotion/styled'
import { useData } from 'vike-react/useData'
import { AVATAR_PATH } from '../../../../lib/accountClient'
import { usePageContext } from 'vike-react/usePageContext'
import { DeleteAccount } from '../../components/DeleteAccount.island'
import { ProfileForm } from '../../components/ProfileForm.island'
import { RecheckToggle } from '../../components/RecheckToggle.island'
import { SignOutEverywhere } from '../../components/SignOutEverywhere.island'
import { ButtonLink, Card, Container, H1, Muted, Section } from '../../../../components/ui'
import { Island } from '../../../../components/Island'
import { colors, fontSizes, radii, space } from '../../../../lib/theme'
import type { Data } from './+data'

/** The page's texts of the re-checks card (ours: the spec shows none). */
export const SETTINGS_RECHECK_TEXT = {
  title: 'Monthly Re-checks',
  none: 'None yet. Ask for one from a business on your dashboard: we audit it again every month and email you what changed.',
  unavailable: 'Your re-checks cannot be listed just now. Please refresh in a moment.',
} as const

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

const Stack = styled.div({
  display: 'grid',
  // One column no wider than the screen: a long email address wraps instead of widening the cards.
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflowWrap: 'anywhere',
  gap: space[5],
  maxWidth: 640,
  marginTop: space[5],
  '& h2': { margin: 0, fontSize: fontSizes.lg },
  '& .sign-out-everywhere': {
    font: 'inherit',
    fontWeight: 650,
    padding: `${space[3]}px ${space[5]}px`,
    borderRadius: radii.md,
    border: `1px solid ${colors.danger}`,
    background: 'transparent',
    color: colors.danger,
    cursor: 'pointer',
  },
})

export default function Page() {
  const { customer } = usePageContext()
  const { rechecks, rechecksUnavailable } = useData<Data>()
  const T = SETTINGS_RECHECK_TEXT
  return (
    <Section>
      <Container>
        <H1>Account Settings</H1>
        <Stack>
          {customer && (
            <Card>
              <h2>Profile</h2>
              <Island
                name="ProfileForm"
                component={ProfileForm}
                props={{
                  name: customer.name,
                  email: customer.email,
                  avatarUrl: customer.avatar_url,
                  uploaded: customer.avatar_url?.startsWith(`${AVATAR_PATH}/`) ?? false,
                }}
              />
            </Card>
          )}
          <Card>
            <h2>Email</h2>
            <Muted>{customer?.email}</Muted>
          </Card>
          <Card>
            <h2>Password</h2>
            <Muted>We email you a link to choose a new one.</Muted>
            <ButtonLink href="/signin/forgot" variant="outline">
              Change Password
            </ButtonLink>
          </Card>
          <Card>
            <h2>{T.title}</h2>
            {rechecksUnavailable ? (
              <Muted role="status">{T.unavailable}</Muted>
            ) : rechecks.length === 0 ? (
              <Muted>{T.none}</Muted>
            ) : (
              <ul style={{ margin: 0, paddingLeft: space[5] }}>
                {rechecks.map((r) => (
                  <li key={r.id} style={{ marginTop: space[3] }}>
                    <strong>{r.business_name}</strong> · {r.specialism} in {r.location}
                    <br />
                    <Muted as="span">
                      {r.active ? 'Every month' : 'Stopped'} · last run {dateText(r.last_run_at)}
                      {r.runs > 0 ? ` · ${r.runs} re-check${r.runs === 1 ? '' : 's'} so far` : ''}
                    </Muted>
                    {r.active && (
                      <Island
                        name="RecheckToggle"
                        hydrate="interaction"
                        component={RecheckToggle}
                        props={{
                          business: r.business_name,
                          auditId: null,
                          recheck: { id: String(r.id), active: true },
                        }}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <h2>Devices</h2>
            <Muted>
              Signed in somewhere you no longer use? End every session, this one included.
            </Muted>
            <Island name="SignOutEverywhere" component={SignOutEverywhere} props={{}} />
          </Card>
          <Card>
            <h2>Delete Account</h2>
            <Muted>
              Your account and every audit in it are deleted for good, share links and monthly
              re-checks included.
            </Muted>
            <Island name="DeleteAccount" component={DeleteAccount} props={{}} />
          </Card>
          <ButtonLink href="/app/dashboard" variant="ghost">
            ← Back to your dashboard
          </ButtonLink>
        </Stack>
      </Container>
    </Section>
  )
}
