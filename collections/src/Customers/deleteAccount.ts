/**
 * A customer deletes their account and its data (the settings page's 'Delete Account';
 * docs/decisions/0074, its re-checks with it: 0079): `POST /api/customers/delete-account`
 * `{ email }` with the customer's session. The email must be the account's (typed again, so a stray
 * click deletes nothing). Their audits (share links included), their re-checks, their avatar and
 * the account go;
 * every session ends with it. The leads the site took from the same address (inquiries, results
 * emails) are sales records kept apart from accounts and are not touched.
 *
 * Answers: 200 `{ deleted: true, audits: n }`; 400 `{ error: 'validation_failed', message }` when
 * the email is not the account's; 401 without a customer's session.
 */
import type { Endpoint } from 'payload'
import { customerIdOf } from '../access/customer'

/** The 400's message. */
export const DELETE_EMAIL_MISMATCH = 'Type the email address of this account to delete it.'

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export const deleteAccountEndpoints: Endpoint[] = [
  {
    path: '/delete-account',
    method: 'post',
    handler: async (req) => {
      const id = customerIdOf(req)
      if (id === undefined)
        return json({ error: 'unauthorized', message: 'Sign in to delete your account.' }, 401)
      const body = (await req.json?.().catch(() => null)) as { email?: unknown } | null
      const email = (req.user as { email?: string }).email?.toLowerCase()
      if (typeof body?.email !== 'string' || body.email.trim().toLowerCase() !== email)
        return json({ error: 'validation_failed', message: DELETE_EMAIL_MISMATCH }, 400)
      const audits = await req.payload.delete({
        collection: 'audits',
        where: { customer: { equals: id } },
        overrideAccess: true,
        req,
      })
      // Their re-checks go with them: nothing is run or mailed for an account that is gone.
      await req.payload.delete({
        collection: 'rechecks',
        where: { customer: { equals: id } },
        overrideAccess: true,
        req,
      })
      // Their avatar with its file (docs/decisions/0131).
      await req.payload.delete({
        collection: 'customer-avatars',
        where: { customer: { equals: id } },
        overrideAccess: true,
        req,
      })
      await req.payload.delete({ collection: 'customers', id, overrideAccess: true, req })
      return json({ deleted: true, audits: audits.docs.length })
    },
  },
]
