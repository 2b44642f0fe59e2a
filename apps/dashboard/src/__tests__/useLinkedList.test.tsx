// @vitest-environment jsdom
import { ApiError } from '@quo/api-client'
import type { DashboardItem, Mention } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../messages.js'
import { placeQuery } from '../screens/place/placeQuery.js'
import { LinkedList, LinkedListSection, LinkedRow } from '../screens/place/sections/LinkedListSection.js'
import { sectionMessages } from '../screens/place/sections/messages.js'
import { useLinkedList } from '../screens/place/sections/useLinkedList.js'
import { dashboardItem } from './fixtures.js'
import { renderWithQuery } from './renderWithQuery.js'

// What the linked-list sections share beside their look: the add and the removal, saved at once
// and shown in the cached place.

vi.mock('../session.js', () => ({ api: { dashboardItem: vi.fn() } }))

beforeEach(() => {
  // The router restores the scroll position, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(cleanup)

const common = sectionMessages.common

/** A section over the place's mentions built on useLinkedList, fed from the cached place. */
function MentionList({
  item,
  send,
  drop,
}: {
  item: DashboardItem
  send: (input: { title: string }) => Promise<Mention>
  drop: (mention: Mention) => Promise<unknown>
}) {
  const [title, setTitle] = useState('')
  const linked = useLinkedList({
    itemId: item.id,
    add: {
      send,
      list: 'mentions',
      row: (mention) => mention,
      same: (a, b) => a.id === b.id,
      onAdded: () => setTitle(''),
      fieldMessages: { title: 'Der Titel fehlt.' },
    },
    remove: { list: 'mentions', matches: (row, mention: Mention) => row.id === mention.id, send: drop },
  })
  return (
    <LinkedListSection
      heading="Erwähnungen"
      intro="Artikel über den Ort."
      error={linked.error}
      add={{
        heading: 'Erwähnung hinzufügen',
        busy: linked.adding,
        onSubmit: () => (title.trim() ? linked.add({ title }) : linked.mark({ title: 'Der Titel fehlt.' })),
        fields: (
          <Field label="Titel" error={linked.fields.title}>
            <TextInput value={title} onChange={(e) => setTitle(e.target.value)} />
          </Field>
        ),
      }}
    >
      <LinkedList rows={item.mentions} rowKey={(m) => m.id} label="Liste" empty="Keine.">
        {(mention) => (
          <LinkedRow removeLabel={`${mention.title} entfernen`} onRemove={() => linked.remove(mention)}>
            <p>{mention.title}</p>
          </LinkedRow>
        )}
      </LinkedList>
    </LinkedListSection>
  )
}

const mention = (id: number, title: string): Mention => ({
  id,
  itemId: 7,
  title,
  url: null,
  source: null,
  datePublished: null,
})

/** The section fed from the cached place, as the editor feeds it, so cache patches show. */
function CachedMentions({ id, ...calls }: { id: number } & Omit<Parameters<typeof MentionList>[0], 'item'>) {
  const { data } = useQuery(placeQuery(id))
  return data ? <MentionList item={data} {...calls} /> : null
}

function renderMentions(
  item: DashboardItem,
  send: (input: { title: string }) => Promise<Mention>,
  drop: (mention: Mention) => Promise<unknown>,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  })
  client.setQueryData(placeQuery(item.id).queryKey, item)
  renderWithQuery(() => <CachedMentions id={item.id} send={send} drop={drop} />, { client })
}

describe('useLinkedList', () => {
  it('shows an added row at once and empties the form; a refused add keeps the input and marks the field', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: [{ path: 'body.title', message: 'markup' }],
        }),
      )
      .mockImplementationOnce(async ({ title }: { title: string }) => mention(5, title))
    renderMentions(dashboardItem(), send, vi.fn())

    fireEvent.click(await screen.findByRole('button', { name: common.add }))
    expect(await screen.findByText('Der Titel fehlt.')).toBeTruthy()
    expect(send).not.toHaveBeenCalled()

    const field = screen.getByLabelText('Titel') as HTMLInputElement
    fireEvent.change(field, { target: { value: 'Neue Brücke' } })
    fireEvent.click(screen.getByRole('button', { name: common.add }))
    expect(await screen.findByText(messages.forms.failed[400])).toBeTruthy()
    expect(field.value).toBe('Neue Brücke')
    expect(field.getAttribute('aria-invalid')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: common.add }))
    const list = await screen.findByRole('list', { name: 'Liste' })
    expect(within(list).getByText('Neue Brücke')).toBeTruthy()
    expect(field.value).toBe('')
    expect(screen.queryByText(messages.forms.failed[400])).toBeNull()
  })

  it('takes a row away at once and brings it back with the German message when refused', async () => {
    let refuse!: (error: unknown) => void
    const drop = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)))
    renderMentions(dashboardItem({ mentions: [mention(1, 'Alte Brücke')] }), vi.fn(), drop)

    fireEvent.click(await screen.findByRole('button', { name: 'Alte Brücke entfernen' }))
    await waitFor(() => expect(screen.queryByText('Alte Brücke')).toBeNull())
    expect(screen.getByText('Keine.')).toBeTruthy()

    refuse(new ApiError(403, undefined))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.forms.failed[403])
    expect(screen.getByText('Alte Brücke')).toBeTruthy()
  })
})
