/** Course block (spec §2 home section 4): the course with its enrolment link (site settings' academy URL). */
import type { Block } from 'payload'
import { hiddenField } from '../shared'

export const CourseBlock: Block = {
  slug: 'course',
  interfaceName: 'CourseBlock',
  labels: { singular: 'Course', plural: 'Courses' },
  fields: [
    { name: 'eyebrow', type: 'text', defaultValue: 'Do it yourself' },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'bullets',
      type: 'array',
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'ctaLabel', label: 'Button label', type: 'text', defaultValue: 'Enrol Now' },
    hiddenField,
  ],
}
