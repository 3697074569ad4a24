import type { Access } from 'payload'

/** Everyone, anonymous visitors included. */
export const anyone: Access = () => true
