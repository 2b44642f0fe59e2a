import { ApiError } from '@quo/api-client'
import type { Branch, Category, DashboardItemRow, EventFeed, Tag } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { formatDateTime } from '../../format.js'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { MapChoice } from '../../forms/MapChoice.js'
import { PlaceSearchBox } from '../../forms/PlaceSearchBox.js'
import { saveFailure } from '../../forms/saveError.js'
import {
  branchesByName,
  branchesQuery,
  categoriesQuery,
  categoryName,
  tagName,
  tagsQuery,
} from '../../referenceData.js'
import { api } from '../../session.js'
import { ownBranches, useStaffBranches } from '../../staffAccess.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { eventMessages } from './messages.js'

const t = eventMessages.feeds

const feedsKey = (shortId: number) => ['dashboard', 'event-feeds', shortId] as const

/**
 * The fields a refused subscription names, by field name, with the API's message: the rules
 * that need stored data (place, categories, topic, a URL subscribed twice) answer in German;
 * the form replaces the schema's English ones with its own.
 */
function refusedFields(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (error instanceof ApiError)
    for (const { path, message } of error.fieldErrors)
      fields[path.replace(/^body\./, '').split('.')[0] ?? ''] ??= message
  return fields
}

/** One subscription: what its last run did, and run now, pause or resume, end. */
function FeedCard({ feed, shortId }: { feed: EventFeed; shortId: number }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: feedsKey(shortId) })
    void queryClient.invalidateQueries({ queryKey: ['dashboard', 'events'] })
  }
  const run = useMutation({ mutationFn: () => api.runEventFeed(feed.id), onSuccess: settle })
  const toggle = useMutation({
    mutationFn: () => api.updateEventFeed(feed.id, { isActive: !feed.isActive }),
    onSuccess: settle,
  })
  const remove = useMutation({ mutationFn: () => api.deleteEventFeed(feed.id), onSuccess: settle })
  const last = feed.lastRun
  const failed = run.error ?? toggle.error ?? remove.error

  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{feed.title}</h3>
        <span className="text-sm text-muted">{t.events(feed.eventItems)}</span>
      </div>
      <p className="break-all text-sm text-muted">{feed.url}</p>
      <p className="text-sm">{feed.place ? t.place(feed.place.title) : t.noPlace}</p>
      <p className="text-sm" role="status">
        {!last ? (
          t.neverRun
        ) : (
          <>
            {t.lastRun(formatDateTime(last.date))}{' '}
            <span className={last.status === 'failed' ? 'font-medium text-error' : undefined}>
              {last.status === 'failed'
                ? last.message
                : last.status === 'unchanged'
                  ? t.unchanged
                  : t.counts(last.counts)}
            </span>
          </>
        )}{' '}
        {feed.nextRun ? t.nextRun(formatDateTime(feed.nextRun)) : t.paused}
      </p>
      {(run.isPaused || toggle.isPaused || remove.isPaused) && (
        <p role="status" className="text-sm font-medium">
          {t.waitingOnline}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-error">
          {failed instanceof ApiError ? saveFailure(failed).summary : t.actionFailed}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={run.isPending || !feed.isActive} onClick={() => run.mutate()}>
          {run.isPending ? t.running : t.run}
        </Button>
        <Button variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
          {feed.isActive ? t.pause : t.resume}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t.remove}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.removeTitle}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.cancel}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t.removeText(feed.title)}
      </ConfirmDialog>
    </li>
  )
}

/** `webcal://` is how calendars offer a feed to subscribe to; it is fetched over https. */
const fetchableUrl = (url: string) => url.trim().replace(/^webcal:\/\//i, 'https://')

/**
 * A new subscription: a name, the feed's address, where its events happen, their category and
 * the map's topic. Created, it is run at once and its outcome shown in its card; a refused
 * form keeps everything typed and names each field at fault.
 */
function NewFeedForm({
  branch,
  categories,
  topics,
}: {
  branch: Branch
  categories: readonly Category[]
  topics: readonly Tag[]
}) {
  const queryClient = useQueryClient()
  const ids = { category: useId(), topic: useId() }
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState('')
  const [place, setPlace] = useState<{ id: number; title: string } | null>(null)
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined)
  const [topicId, setTopicId] = useState<number | undefined>(undefined)
  const [shown, setShown] = useState<Record<string, string>>({})
  const [done, setDone] = useState<string>()
  const category = categories.find((c) => c.id === categoryId) ?? categories[0]
  const topic = topics.find((tag) => tag.id === topicId) ?? topics[0]

  const subscribe = useMutation({
    mutationFn: async () => {
      const created = await api.createEventFeed(branch.shortId, {
        title: title.trim(),
        url: fetchableUrl(url),
        placeItemId: place?.id ?? 0,
        categoryIds: category ? [category.id] : [],
        topicTagId: topic?.id ?? 0,
      })
      // Run once now, so staff see at once whether the calendar can be read.
      return api.runEventFeed(created.id).catch(() => created)
    },
    onSuccess: (feed) => {
      setDone(t.form.created(feed.title))
      setTitle('')
      setUrl('')
      setPlace(null)
      setShown({})
      void queryClient.invalidateQueries({ queryKey: feedsKey(branch.shortId) })
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'events'] })
    },
    onError: (error) => {
      const fields = refusedFields(error)
      const conflict = error instanceof ApiError && error.status === 409
      setShown({
        ...(fields.title ? { title: t.validation.title } : {}),
        ...(fields.url ? { url: conflict ? fields.url : t.validation.url } : {}),
        ...(fields.placeItemId ? { place: fields.placeItemId } : {}),
        ...(fields.categoryIds ? { category: fields.categoryIds } : {}),
        ...(fields.topicTagId ? { topic: fields.topicTagId } : {}),
      })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(undefined)
    const problems = {
      ...(title.trim() ? {} : { title: t.validation.title }),
      ...(/^(https?|webcal):\/\/[^\s/]+\.[^\s]+$/i.test(url.trim()) ? {} : { url: t.validation.url }),
      ...(place ? {} : { place: t.validation.place }),
    }
    setShown(problems)
    if (Object.keys(problems).length === 0) subscribe.mutate()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold">{t.form.heading}</h2>
      {subscribe.isError && (
        <p role="alert" className="rounded-2xl border border-error/30 bg-error/5 p-3 text-sm text-error">
          {saveFailure(subscribe.error).summary}
        </p>
      )}
      {subscribe.isPaused && (
        <p role="status" className="text-sm font-medium">
          {t.waitingOnline}
        </p>
      )}
      {done && (
        <p role="status" className="rounded-2xl bg-primary/5 p-3 text-sm text-primary-strong">
          {done}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t.form.title} hint={t.form.titleHint} error={shown.title}>
          <TextInput value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label={t.form.url} hint={t.form.urlHint} error={shown.url}>
          <TextInput type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
      </div>
      <PlaceSearchBox
        label={t.form.place}
        value={place}
        keepChoice
        onChange={(chosen: DashboardItemRow | null) =>
          chosen && setPlace({ id: chosen.id, title: chosen.title })
        }
        error={shown.place}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium" htmlFor={ids.category}>
          {t.form.category}
          <select
            id={ids.category}
            className={SELECT_CLASS}
            value={category?.id ?? ''}
            aria-invalid={shown.category ? true : undefined}
            onChange={(e) => setCategoryId(Number(e.target.value))}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c)}
              </option>
            ))}
          </select>
          {shown.category && <span className="text-error">{shown.category}</span>}
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium" htmlFor={ids.topic}>
          {t.form.topic}
          <select
            id={ids.topic}
            className={SELECT_CLASS}
            value={topic?.id ?? ''}
            aria-invalid={shown.topic ? true : undefined}
            onChange={(e) => setTopicId(Number(e.target.value))}
          >
            {topics.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tagName(tag)}
              </option>
            ))}
          </select>
          {shown.topic && <span className="text-error">{shown.topic}</span>}
        </label>
      </div>
      <div>
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? t.form.submitting : t.form.submit}
        </Button>
      </div>
    </form>
  )
}

/** Events from other organisations' calendars: a map's subscriptions and a form for a new one. */
export function EventFeedsScreen() {
  const branches = useQuery({ ...branchesQuery, select: branchesByName })
  const categories = useQuery(categoriesQuery)
  const tags = useQuery(tagsQuery)
  const staff = useStaffBranches()
  const own = ownBranches(branches.data ?? [], staff)
  const [shortId, setShortId] = useState<number | undefined>(undefined)
  const branch = own.find((b) => b.shortId === shortId) ?? own[0]
  const feeds = useQuery({
    queryKey: feedsKey(branch?.shortId ?? 0),
    queryFn: () => api.eventFeeds(branch?.shortId ?? 0),
    enabled: branch !== undefined,
  })
  // Events first: a calendar's events are mostly of the main category "Veranstaltung".
  const eventCategories = [...(categories.data ?? [])].sort(
    (a, b) =>
      Number(b.mainCategory === 'Event') - Number(a.mainCategory === 'Event') ||
      categoryName(a).localeCompare(categoryName(b), 'de'),
  )
  const topics = (tags.data ?? []).filter((tag) => tag.tagKey === branch?.tagKey)

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <ScreenHeading title={t.heading} text={t.text}>
        <Link to="/events/" className={`text-sm ${LINK_CLASS}`}>
          {t.back}
        </Link>
      </ScreenHeading>
      {branch && own.length > 1 && (
        <div className="text-sm">
          <MapChoice branches={own} value={branch.shortId} onChange={setShortId} />
        </div>
      )}
      <section aria-label={t.list} className="flex flex-col gap-3">
        {feeds.isPending && branch && <p className="text-sm text-muted">{t.loading}</p>}
        {feeds.isError && (
          <p role="alert" className="text-sm text-error">
            {t.failed}{' '}
            <button type="button" className={LINK_CLASS} onClick={() => void feeds.refetch()}>
              {t.retry}
            </button>
          </p>
        )}
        {feeds.data?.length === 0 && <p className="text-sm text-muted">{t.none}</p>}
        {feeds.data && feeds.data.length > 0 && branch && (
          <ul className="flex flex-col gap-3">
            {feeds.data.map((feed) => (
              <FeedCard key={feed.id} feed={feed} shortId={branch.shortId} />
            ))}
          </ul>
        )}
      </section>
      {branch && categories.data && tags.data && (
        <NewFeedForm key={branch.shortId} branch={branch} categories={eventCategories} topics={topics} />
      )}
    </div>
  )
}
