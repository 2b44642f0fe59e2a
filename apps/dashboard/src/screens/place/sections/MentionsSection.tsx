import { type DashboardItem, type Mention, MentionInput } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { useState } from 'react'
import { formatZurichDay } from '../../../format.js'
import { useDirtyForm } from '../../../forms/dirtyForms.js'
import { api } from '../../../session.js'
import { LinkedList, LinkedListSection, LinkedRow } from './LinkedListSection.js'
import { sectionMessages } from './messages.js'
import { useLinkedList } from './useLinkedList.js'

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
  const [draft, setDraft] = useState(EMPTY)
  useDirtyForm(JSON.stringify(draft) !== JSON.stringify(EMPTY))
  const linked = useLinkedList({
    itemId: item.id,
    add: {
      send: (input: MentionInput) => api.createMention(input),
      list: 'mentions',
      row: (mention) => mention,
      same: (a, b) => a.id === b.id,
      onAdded: () => setDraft(EMPTY),
      fieldMessages: FIELD_MESSAGES,
    },
    remove: {
      list: 'mentions',
      matches: (row, mention: Mention) => row.id === mention.id,
      send: (mention) => api.deleteMention(mention.id),
    },
  })

  const submit = () =>
    linked.addChecked(
      MentionInput.safeParse({
        itemId: item.id,
        title: draft.title,
        url: draft.url.trim() || null,
        source: draft.source.trim() || null,
        // A date field gives the day only; midnight UTC is the same day in the region.
        datePublished: draft.datePublished ? `${draft.datePublished}T00:00:00Z` : null,
      }),
    )

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }))
  const { fields } = linked

  return (
    <LinkedListSection
      heading={t.heading}
      intro={t.intro}
      error={linked.error}
      add={{
        heading: t.addHeading,
        busy: linked.adding,
        onSubmit: submit,
        fields: (
          <>
            <Field label={t.title} error={fields.title}>
              <TextInput value={draft.title} maxLength={300} onChange={set('title')} />
            </Field>
            <Field
              label={sectionMessages.common.url}
              hint={sectionMessages.common.optional}
              error={fields.url}
            >
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
              <Field
                label={t.datePublished}
                hint={sectionMessages.common.optional}
                error={fields.datePublished}
              >
                <TextInput type="date" value={draft.datePublished} onChange={set('datePublished')} />
              </Field>
            </div>
          </>
        ),
      }}
    >
      <LinkedList
        rows={[...item.mentions].sort(byDate)}
        rowKey={(m) => m.id}
        label={t.listLabel}
        empty={t.empty}
      >
        {(mention) => (
          <LinkedRow
            alignTop
            removeLabel={t.removeLabel(mention.title)}
            onRemove={() => linked.remove(mention)}
          >
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
          </LinkedRow>
        )}
      </LinkedList>
    </LinkedListSection>
  )
}
