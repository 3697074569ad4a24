/**
 * Who a request's customer is (docs/decisions/0074): site customers sign in to the `customers`
 * collection, apart from staff (`users`), and their ids may equal a staff member's, so a rule
 * that serves customers asks this function rather than `req.user.id`.
 */

/**
 * The request's customer id, or undefined when the request is not a customer's (anonymous, or a
 * user of another collection). Pure; throws nothing.
 */
export function customerIdOf(req: { user?: unknown }): number | string | undefined {
  const user = req.user as { collection?: string; id?: number | string } | null | undefined
  return user?.collection === 'customers' ? user.id : undefined
}
