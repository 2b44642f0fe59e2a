import { type DashboardItem, type Mention, MentionInput } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatZurichDay } from '../../../format.js'
import { RemoveButton } from '../../../forms/RemoveButton.js'
import { SectionCard, SectionError, SubHeading } from '../../../forms/SectionCard.js'
import { fieldIssues, showSaveFailure } from '../../../forms/saveError.js'
import { messages } from '../../../messages.js'
import { api } from '../../../session.js'
import { sectionMessages } from './messages.js'
import { addToPlace } from './placeCache.js'
import { useRemoveFromPlace } from './useRemoveFromPlace.js'

const t = sectionMessages.mentions

const FIELD_MESSAGES = {
  title: t.titleRequired,
  url: sectionMessages.common.urlInvalid,
  source: t.sourceInvalid,
  datePublished: t.dateInvalid,
}

const EMPTY = { title: '', url: '', source: '', datePublished: '' }

/** Newest first; undated mentions last. */
const byDate = (a: Mention, b: Mention) =>
  (b.datePublished ?? '').localeCompare(a.datePublished ?? '') || b.id - a.id

/** Articles and posts about the place; each add and removal is saved at once. */
export function MentionsSection({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(EMPTY)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  const create = useMutation({
    mutationFn: (input: MentionInput) => api.createMention(input),
    onSuccess: (mention) => {
      addToPlace(queryClient, item.id, 'mentions', mention, (a, b) => a.id === b.id)
      setDraft(EMPTY)
    },
    onError: showSaveFailure(FIELD_MESSAGES, setError, setFields),
  })

  const remove = useRemoveFromPlace({
    itemId: item.id,
    list: 'mentions',
    matches: (row, mention: Mention) => row.id === mention.id,
    send: (mention) => api.deleteMention(mention.id),
    setError,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const checked = MentionInput.safeParse({
      itemId: item.id,
      title: draft.title,
      url: draft.url.trim() || null,
      source: draft.source.trim() || null,
      // A date field gives the day only; midnight UTC is the same day in the region.
      datePublished: draft.datePublished ? `${draft.datePublished}T00:00:00Z` : null,
    })
    if (!checked.success) {
      setFields(fieldIssues(checked.error.issues, FIELD_MESSAGES, messages.forms.invalidField))
      return
    }
    setFields({})
    create.mutate(checked.data)
  }

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }))

  const mentions = [...item.mentions].sort(byDate)

  return (
    <SectionCard heading={t.heading} intro={t.intro}>
      <SectionError message={error} />
      {mentions.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="flex flex-col divide-y divide-line">
          {mentions.map((mention) => (
            <li key={mention.id} className="flex items-start gap-3 py-2">
              <div className="min-w-0 flex-1">
                {mention.url ? (
                  <a
                    href={mention.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-medium break-words text-primary-strong hover:underline"
                  >
                    {mention.title}
                    <span className="sr-only"> {sectionMessages.common.opensInNewTab}</span>
                  </a>
                ) : (
                  <p className="text-sm font-medium break-words text-ink">{mention.title}</p>
                )}
                <p className="text-xs text-muted">
                  {[
                    mention.source,
                    mention.datePublished && t.publishedOn(formatZurichDay(mention.datePublished)),
                  ]
                    .filter(Boolean)
                    .join(' · ') || sectionMessages.common.none}
                </p>
              </div>
              <RemoveButton label={t.removeLabel(mention.title)} onClick={() => remove(mention)} />
            </li>
          ))}
        </ul>
      )}

      <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4">
        <SubHeading>{t.addHeading}</SubHeading>
        <Field label={t.title} error={fields.title}>
          <TextInput value={draft.title} maxLength={300} onChange={set('title')} />
        </Field>
        <Field label={sectionMessages.common.url} hint={sectionMessages.common.optional} error={fields.url}>
          <TextInput
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={sectionMessages.common.urlPlaceholder}
            value={draft.url}
            onChange={set('url')}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Field label={t.source} hint={sectionMessages.common.optional} error={fields.source}>
            <TextInput
              value={draft.source}
              maxLength={200}
              placeholder={t.sourcePlaceholder}
              onChange={set('source')}
            />
          </Field>
          <Field label={t.datePublished} hint={sectionMessages.common.optional} error={fields.datePublished}>
            <TextInput type="date" value={draft.datePublished} onChange={set('datePublished')} />
          </Field>
        </div>
        <div>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? sectionMessages.common.adding : sectionMessages.common.add}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
