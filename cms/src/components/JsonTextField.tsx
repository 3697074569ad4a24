'use client'
/**
 * A JSON field as plain text (docs/decisions/0125), in place of Payload's code editor, which loads
 * Monaco from a public CDN (it never appears offline or under a strict content policy): read-only
 * fields show the value pretty-printed; editable ones are a text box whose text is checked as
 * JSON as it is typed ('Not valid JSON: …' under it, and the form refuses to save until it is).
 * Empty text is no value (null). Used by every JSON field the admin shows
 * (collections/src/shared/adminComponents.ts `JSON_FIELD`). Styles: jsonText.css.
 */
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useCallback, useState } from 'react'
import './jsonText.css'

/** `value` as the text box shows it: two-space indented JSON, '' for none. */
export const jsonText = (value: unknown): string =>
  value === undefined || value === null ? '' : JSON.stringify(value, null, 2)

/** `text` read as JSON: `{ value }` (null for blank text) or `{ problem }`, the parser's words. */
export function parseJsonText(text: string): { value: unknown } | { problem: string } {
  if (text.trim() === '') return { value: null }
  try {
    return { value: JSON.parse(text) as unknown }
  } catch (err) {
    return { problem: (err as Error).message }
  }
}

export const JsonTextField: JSONFieldClientComponent = ({ field, path: fieldPath, readOnly }) => {
  const [problem, setProblem] = useState<string | null>(null)
  const validate = useCallback(() => (problem ? `Not valid JSON: ${problem}` : true), [problem])
  const { value, initialValue, setValue, showError, path, disabled } = useField<unknown>({
    potentiallyStalePath: fieldPath,
    validate,
  })
  const [text, setText] = useState(() => jsonText(value ?? initialValue))
  // Read-only fields show the value; an editable one is a text box, disabled while the form loads
  // or saves (as Payload's own inputs are).
  const locked = Boolean(readOnly || field.admin?.readOnly)
  const id = `field-${path.replace(/\./g, '__')}`
  const description = field.admin?.description
  const onChange = (next: string) => {
    setText(next)
    const read = parseJsonText(next)
    if ('problem' in read) return setProblem(read.problem)
    setProblem(null)
    setValue(read.value)
  }
  return (
    <div className={`field-type json-field json-text${locked ? ' read-only' : ''}`}>
      <FieldLabel label={field.label} path={path} required={field.required} htmlFor={id} />
      <div className="field-type__wrap">
        <FieldError
          path={path}
          showError={showError || problem !== null}
          message={problem ? `Not valid JSON: ${problem}` : undefined}
        />
        {locked ? (
          <pre className="json-text__view" id={id}>
            {jsonText(value ?? initialValue) || '—'}
          </pre>
        ) : (
          <textarea
            className="json-text__input"
            id={id}
            value={text}
            spellCheck={false}
            disabled={disabled}
            rows={Math.min(30, Math.max(4, text.split('\n').length + 1))}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
      {typeof description === 'string' && (
        <FieldDescription description={description} path={path} />
      )}
    </div>
  )
}
