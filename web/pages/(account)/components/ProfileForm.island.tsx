/**
 * The settings page's profile (docs/decisions/0131): the customer's name and avatar.
 * react-hook-form with the contract's schemas, the same the site's server and the CMS check: the
 * name with `profileSchema` (up to 120 characters; empty clears it), the image with
 * `avatarFileSchema` (`avatarProblem`: PNG, JPEG or WebP, 1 MB at most), checked as soon as it is
 * chosen and again on submit. 'Save Profile' posts the name (`POST /auth/profile`) and, when an
 * image was chosen, uploads it (`PUT /auth/avatar`); 'Remove Photo' removes the one uploaded
 * (`DELETE /auth/avatar`). On success the page is loaded again, so the header shows the new name
 * and avatar; a refusal shows under its field, anything else above the button.
 *
 * Props: `name` (the account's, or null), `avatarUrl` (what the header shows, or null) and
 * `uploaded` (whether that is an image the customer uploaded, which they may remove).
 */
import { ACCOUNT_MESSAGES, AVATAR_RULE, avatarProblem, profileSchema } from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { changeAvatar, postAccount } from '../../../lib/accountClient'
import { navigate } from '../../../lib/navigate'
import { Answer, ACCOUNT_SERVER_ERROR, outcomeMessage } from './AccountForm.island'
import { Avatar } from '../../../components/layout/AccountMenu'
import { Button, ErrorText, Field, Input, Label, Muted } from '../../../components/ui'

/** The settings page (reloaded after a change). */
const SETTINGS_PATH = '/app/settings'

/** The form: the contract's profile, and the chosen files checked by its avatar rule. */
const profileFormSchema = profileSchema.extend({
  avatar: z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const file = files?.[0]
    const problem = file ? avatarProblem(file) : null
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
})
type ProfileValues = z.input<typeof profileFormSchema>

/** What the file field says of the rule. */
export const AVATAR_HINT = 'A PNG, JPEG or WebP image of 1 MB or less.'

export function ProfileForm({
  name,
  email,
  avatarUrl,
  uploaded,
}: {
  name: string | null
  email: string
  avatarUrl: string | null
  uploaded: boolean
}) {
  const [answer, setAnswer] = useState<string | null>(null)
  const [removing, setRemoving] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: name ?? '', avatar: undefined },
  })
  const typedName = useWatch({ control, name: 'name' })

  const submit = async (values: ProfileValues) => {
    setAnswer(null)
    const saved = await postAccount('profile', { name: values.name.trim() })
    if (!saved.ok) {
      if (saved.kind === 'rejected' && saved.fields.name)
        setError('name', { message: saved.fields.name })
      return setAnswer(outcomeMessage(saved) ?? ACCOUNT_SERVER_ERROR)
    }
    const file = values.avatar?.[0]
    if (file) {
      const uploadedNow = await changeAvatar(file)
      if (!uploadedNow.ok) {
        if (uploadedNow.kind === 'rejected' && uploadedNow.fields.avatar)
          setError('avatar', { message: uploadedNow.fields.avatar })
        return setAnswer(outcomeMessage(uploadedNow) ?? ACCOUNT_SERVER_ERROR)
      }
    }
    return navigate(SETTINGS_PATH)
  }

  const remove = async () => {
    setAnswer(null)
    setRemoving(true)
    const outcome = await changeAvatar(null)
    if (outcome.ok) return navigate(SETTINGS_PATH)
    setRemoving(false)
    setAnswer(outcomeMessage(outcome) ?? ACCOUNT_SERVER_ERROR)
  }

  const avatarField = register('avatar', { onChange: () => void trigger('avatar') })
  return (
    <form noValidate aria-label="Profile" onSubmit={handleSubmit(submit)}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <Avatar account={{ email, name: typedName || name, avatarUrl }} />
        <Muted as="span">{avatarUrl ? 'Your photo' : 'No photo yet: your initials show.'}</Muted>
      </div>
      <Field>
        <Label htmlFor="profile-name">Name</Label>
        <Input
          id="profile-name"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'profile-name-error' : undefined}
          {...register('name')}
        />
        {errors.name && <ErrorText id="profile-name-error">{errors.name.message}</ErrorText>}
      </Field>
      <Field>
        <Label htmlFor="profile-avatar">Photo</Label>
        <Input
          id="profile-avatar"
          type="file"
          accept={AVATAR_RULE.types.join(',')}
          aria-invalid={errors.avatar ? true : undefined}
          aria-describedby={errors.avatar ? 'profile-avatar-error' : 'profile-avatar-hint'}
          {...avatarField}
        />
        <Muted id="profile-avatar-hint" style={{ margin: 0 }}>
          {AVATAR_HINT}
        </Muted>
        {errors.avatar && (
          <ErrorText id="profile-avatar-error">
            {String(errors.avatar.message ?? ACCOUNT_MESSAGES.avatarType)}
          </ErrorText>
        )}
      </Field>
      {answer && (
        <Answer tone="error" role="alert">
          {answer}
        </Answer>
      )}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={isSubmitting || removing}>
          {isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
        {uploaded && (
          <Button
            type="button"
            variant="outline"
            disabled={isSubmitting || removing}
            onClick={() => void remove()}
          >
            {removing ? 'Removing...' : 'Remove Photo'}
          </Button>
        )}
      </div>
    </form>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ProfileForm
