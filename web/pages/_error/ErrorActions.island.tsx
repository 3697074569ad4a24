/** The error screen's buttons (spec §2): 'Reload Page' and 'Go Back'. An island. */
import { Button } from '../../components/ui'

export function ErrorActions() {
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16 }}>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
      <Button variant="outline" onClick={() => history.back()}>
        Go Back
      </Button>
    </div>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ErrorActions
