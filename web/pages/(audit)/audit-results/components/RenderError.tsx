/**
 * /audit-results when the results cannot be shown (spec §2, §8): 'Error Displaying Results' with
 * the raw data (`raw`, the stored text or the result as JSON) and 'Run a New Audit' to /.
 */
import { ButtonLink, Center, H1, Lead } from '../../../../components/ui'

export function RenderError({ raw }: { raw: string }) {
  return (
    <Center>
      <H1>Error Displaying Results</H1>
      <Lead>Something in these results could not be displayed. Here is the raw data:</Lead>
      <pre
        style={{
          textAlign: 'left',
          whiteSpace: 'pre-wrap',
          maxHeight: 320,
          overflow: 'auto',
          background: 'var(--c-surface)',
          padding: 16,
          borderRadius: 10,
        }}
      >
        {raw}
      </pre>
      <ButtonLink href="/">Run a New Audit</ButtonLink>
    </Center>
  )
}
