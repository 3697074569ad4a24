/**
 * Admin components the CMS provides for fields of several collections, as Payload's import map
 * names them (paths under cms/src).
 *
 * `JSON_FIELD`: a JSON field shown and edited as plain text (cms/src/components/JsonTextField.tsx)
 * instead of Payload's code editor, which loads Monaco from a public CDN and never appears offline
 * or under a strict content policy (docs/decisions/0125). Every JSON or code field the admin shows
 * uses it (collections/src/adminEditors.test.ts).
 */
import type { JSONField } from 'payload'

export const JSON_FIELD = '/components/JsonTextField#JsonTextField'

/** `admin` of a JSON field with `JSON_FIELD` as its component, over the field's own `admin`. */
export const jsonFieldAdmin = (admin: JSONField['admin'] = {}): JSONField['admin'] => ({
  ...admin,
  components: { ...admin.components, Field: JSON_FIELD },
})
