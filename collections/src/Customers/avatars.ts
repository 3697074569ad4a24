/**
 * Customers' avatars (docs/decisions/0131): the `customer-avatars` upload collection and the
 * endpoints with which a customer sets and removes their own.
 *
 * - `customer-avatars`: one image per upload, kept apart from the public `media` (its own folder
 *   under MEDIA_DIR: collections/src/plugin.ts `placed`), each with its `customer`. Read (the
 *   document and its file, `GET /api/customer-avatars/file/<name>`) by that customer and admins
 *   only; created and changed only through the endpoints below; deleted by its customer or an
 *   admin. Only what `@aivis/contract` `avatarFileSchema` takes (PNG, JPEG or WebP, 1 MB at most),
 *   whatever the file's name or declared type says: Payload reads the first bytes for the real
 *   type, and a file whose bytes are not one of those types is refused with the same message.
 *   No resizing or metadata stripping: the CMS has no image library (`sharp`), and the image is
 *   shown only to its owner.
 * - `PUT /api/customers/avatar` with the customer's session, the image as the raw body and its
 *   type as `Content-Type`: stored, made the account's `avatar` (the older one deleted) → 200
 *   `{ user }` (the account, its avatar populated). 400 `{ error: 'validation_failed', message,
 *   fields: { avatar } }` for a file the rule refuses (the contract's messages); 401 without a
 *   customer's session.
 * - `DELETE /api/customers/avatar`: the account's avatar removed (the file deleted) → 200
 *   `{ user }`; 401 as above.
 */
import { ACCOUNT_MESSAGES, AVATAR_RULE, avatarProblem, type AvatarType } from '@aivis/contract'
import {
  ValidationError,
  type Access,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { customerIdOf } from '../access/customer'
import { hasRole } from '../access/roles'
import { writeLogHooks } from '../hooks/presets'

/** The collection's slug. */
export const AVATARS = 'customer-avatars'

/** The customer's own avatars; for staff, admins only. */
const ownOrAdmin: Access = ({ req }) => {
  const id = customerIdOf(req)
  if (id !== undefined) return { customer: { equals: id } }
  return hasRole(req, 'admin')
}

/** The 400 of a refused file, as a Payload validation error on the field `file`. */
const refused = (message: string) => new ValidationError({ errors: [{ message, path: 'file' }] })

/**
 * `beforeValidate`: an uploaded file (`req.file`) must keep the contract's avatar rule
 * (`avatarProblem`), else Payload's 400 with the contract's message.
 */
export const avatarRule: CollectionBeforeValidateHook = ({ data, req }) => {
  const file = req.file
  if (!file) return data
  const problem = avatarProblem({ type: file.mimetype, size: file.size ?? file.data?.length })
  if (problem) throw refused(problem)
  return data
}

export const CustomerAvatars: CollectionConfig = {
  slug: AVATARS,
  labels: { singular: 'Customer avatar', plural: 'Customer avatars' },
  // Off the sidebar and the dashboard (a customer's avatar is read on their account's page);
  // its routes stay for the upload field's own links.
  admin: { group: false, useAsTitle: 'filename', defaultColumns: ['filename', 'customer'] },
  access: {
    read: ownOrAdmin,
    create: () => false,
    update: () => false,
    delete: ownOrAdmin,
  },
  hooks: { beforeValidate: [avatarRule], ...writeLogHooks },
  upload: {
    // Placed under MEDIA_DIR by the content model's plugin (plugin.ts `placed`).
    staticDir: AVATARS,
    mimeTypes: [...AVATAR_RULE.types],
    crop: false,
    focalPoint: false,
  },
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      access: { update: () => false },
    },
  ],
}

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const unauthorized = () =>
  json({ error: 'unauthorized', message: 'Sign in to change your profile.' }, 401)

const refusal = (message: string) =>
  json({ error: 'validation_failed', message, fields: { avatar: message } }, 400)

/** The account as its owner reads it (its avatar populated), for the endpoints' answers. */
const ownAccount = (req: PayloadRequest, id: number | string) =>
  req.payload.findByID({ collection: 'customers', id, depth: 1, overrideAccess: true, req })

/** Deletes the avatars of customer `id` other than `keep`, files and all. */
async function deleteOtherAvatars(req: PayloadRequest, id: number | string, keep?: number) {
  await req.payload.delete({
    collection: AVATARS,
    where: {
      and: [
        { customer: { equals: id } },
        ...(keep === undefined ? [] : [{ id: { not_equals: keep } }]),
      ],
    },
    overrideAccess: true,
    req,
  })
}

const setAvatar: Endpoint = {
  path: '/avatar',
  method: 'put',
  handler: async (req) => {
    const id = customerIdOf(req)
    if (id === undefined) return unauthorized()
    const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    const declared = Number(req.headers.get('content-length') ?? NaN)
    // A declared length over the rule is refused before the body is read.
    if (Number.isFinite(declared) && declared > AVATAR_RULE.maxBytes)
      return refusal(ACCOUNT_MESSAGES.avatarSize)
    const data = Buffer.from((await req.arrayBuffer?.()) ?? new ArrayBuffer(0))
    const problem = avatarProblem({ type, size: data.length })
    if (problem) return refusal(problem)
    let created: { id: number }
    try {
      created = (await req.payload.create({
        collection: AVATARS,
        data: { customer: id as number },
        file: {
          data,
          mimetype: type,
          name: `avatar.${AVATAR_RULE.extensions[type as AvatarType]}`,
          size: data.length,
        },
        overrideAccess: true,
        req,
      })) as { id: number }
    } catch (err) {
      // Payload's own check of the bytes (a PNG that is not one): the rule's message.
      if (err instanceof ValidationError) return refusal(ACCOUNT_MESSAGES.avatarType)
      throw err
    }
    await req.payload.update({
      collection: 'customers',
      id,
      data: { avatar: created.id },
      overrideAccess: true,
      req,
    })
    await deleteOtherAvatars(req, id, created.id)
    return json({ user: await ownAccount(req, id) })
  },
}

const removeAvatar: Endpoint = {
  path: '/avatar',
  method: 'delete',
  handler: async (req) => {
    const id = customerIdOf(req)
    if (id === undefined) return unauthorized()
    await req.payload.update({
      collection: 'customers',
      id,
      data: { avatar: null },
      overrideAccess: true,
      req,
    })
    await deleteOtherAvatars(req, id)
    return json({ user: await ownAccount(req, id) })
  },
}

/** The endpoints above, for the `customers` collection's `endpoints`. */
export const avatarEndpoints: Endpoint[] = [setAvatar, removeAvatar]
