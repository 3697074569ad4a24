/**
 * /app/settings: the signed-in customer's account (decision 0076): the email it uses, a new
 * password by emailed link (the same reset as a forgotten one), signing out of every device, and
 * deleting the account with its audits.
 */
import styled from '@emotion/styled'
import { usePageContext } from 'vike-react/usePageContext'
import { DeleteAccount } from '../../../components/DeleteAccount'
import { SignOutEverywhere } from '../../../components/layout/AccountMenu'
import { ButtonLink, Card, Container, H1, Muted, Section } from '../../../components/ui'
import { Island } from '../../../lib/islands'
import { colors, fontSizes, radii, space } from '../../../lib/theme'

const Stack = styled.div({
  display: 'grid',
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
  return (
    <Section>
      <Container>
        <H1>Account Settings</H1>
        <Stack>
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
            <h2>Devices</h2>
            <Muted>
              Signed in somewhere you no longer use? End every session, this one included.
            </Muted>
            <Island name="SignOutEverywhere" component={SignOutEverywhere} props={{}} />
          </Card>
          <Card>
            <h2>Delete Account</h2>
            <Muted>
              Your account and every audit in it are deleted for good, share links included.
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
