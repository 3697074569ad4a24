/**
 * The site settings' Promises tab (docs/decisions/0128): every promise the site states and every
 * statistic it shows, each in one field, read wherever the site states it (blocks, pages, the
 * contact and results pages; in texts through `{promise:<name>}` references, decision 0127).
 *
 * - `promises.refundTerms`, `callMinutes`, `auditDuration`, `resultsTime`, `guaranteeTitle`,
 *   `guaranteeText` (`@aivis/contract` `PROMISE_KEYS`); their defaults are the seed's values, so a
 *   database made before the tab gets them with its migration;
 * - `promises.statistics`: figures with their source (name, optional URL, year). A statistic
 *   without a source name is kept but not shown on the site; blocks name statistics by `key`.
 */
import { DEFAULT_PROMISES } from '@aivis/contract'
import type { Tab } from 'payload'

const KEY = /^[a-z][a-zA-Z0-9]*$/

export const promisesTab: Tab = {
  name: 'promises',
  label: 'Promises',
  description:
    'Each promise and statistic is stated here once; the site shows it wherever it is mentioned. In texts, quote a promise with {promise:<name>}.',
  fields: [
    {
      name: 'refundTerms',
      label: 'Course refund terms',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PROMISES.refundTerms,
      admin: { description: 'A sentence that reads on its own. {promise:refundTerms}' },
    },
    {
      name: 'callMinutes',
      label: 'Strategy call length (minutes)',
      type: 'number',
      required: true,
      min: 5,
      max: 240,
      defaultValue: DEFAULT_PROMISES.callMinutes,
      admin: {
        description:
          'Shown on the contact page, the results page ("Book 20-Minute Strategy Call") and in texts. {promise:callMinutes}',
      },
    },
    {
      name: 'auditDuration',
      label: 'How long the free audit takes',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PROMISES.auditDuration,
      admin: { description: 'Lower case, e.g. "about 60 seconds". {promise:auditDuration}' },
    },
    {
      name: 'resultsTime',
      label: 'When results are expected',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PROMISES.resultsTime,
      admin: { description: 'e.g. "2 to 6 weeks". {promise:resultsTime}' },
    },
    {
      name: 'guaranteeTitle',
      label: 'Guarantee title',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PROMISES.guaranteeTitle,
      admin: { description: '{promise:guaranteeTitle}' },
    },
    {
      name: 'guaranteeText',
      label: 'Guarantee terms',
      type: 'textarea',
      required: true,
      defaultValue: DEFAULT_PROMISES.guaranteeText,
      admin: {
        description: 'Must not contradict when results are expected. {promise:guaranteeText}',
      },
    },
    {
      name: 'statistics',
      type: 'array',
      validate: (rows: unknown) => {
        const keys = ((rows as { key?: string }[] | null) ?? []).map((r) => r?.key)
        const twice = keys.find((k, i) => k && keys.indexOf(k) !== i)
        return !twice || `Two statistics have the key "${twice}"; each key names one statistic`
      },
      admin: {
        description:
          'Blocks show a statistic by its key. A statistic without a source is not shown on the site.',
      },
      fields: [
        {
          name: 'key',
          type: 'text',
          required: true,
          validate: (v: string | null | undefined) =>
            (!!v && KEY.test(v)) || 'A key is a letter, then letters and digits (e.g. aiTrust)',
        },
        { name: 'value', type: 'text', required: true, admin: { description: 'e.g. "62%"' } },
        { name: 'label', type: 'text', required: true },
        {
          name: 'source',
          type: 'group',
          admin: { description: 'Add a source to show this statistic.' },
          fields: [
            { name: 'name', type: 'text', admin: { description: 'Who measured it.' } },
            { name: 'url', type: 'text', label: 'URL' },
            { name: 'year', type: 'text', admin: { description: 'e.g. "2025" or "2024–2025"' } },
          ],
        },
      ],
    },
  ],
}
