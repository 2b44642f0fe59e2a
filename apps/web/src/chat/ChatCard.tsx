import { REGION_TIME_ZONE } from '@quo/contract'
import { Button, TextInput } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { cardParams } from '../app/cardLink.js'
import { CloseButton } from '../cards/CloseButton.js'
import { citiesQuery } from '../events/eventQueries.js'
import { messages } from '../messages.js'
import { track } from '../metrics/metrics.js'
import { useSearchData } from '../search/useSearchIndex.js'
import {
  type ChatMessage,
  chatHistoryAtom,
  chatOpenAtom,
  engineAtom,
  visitorPositionAtom,
} from '../state/atoms.js'
import { useAtom, useAtomValue, useSetAtom } from '../state/store.js'
import { answerQuestion } from './answerQuestion.js'
import { buildChatIndex } from './chatIndex.js'
import { buildVocabulary } from './chatVocabulary.js'
import { replyTo } from './replyTo.js'

const GREETING: ChatMessage = {
  from: 'quo',
  text: messages.chat.greeting,
}

/**
 * The chat card (docs/product.md §2 "cards implied by state"): visitors ask in their own words and get
 * places of this branch, shown on the map. Answers come from the branch's data in the browser;
 * opening hours of the best candidates from the search worker.
 */
export function ChatCard() {
  const data = useSearchData()
  const cities = useQuery(citiesQuery).data
  const engine = useAtomValue(engineAtom)
  const position = useAtomValue(visitorPositionAtom)
  const [history, setHistory] = useAtom(chatHistoryAtom)
  const setOpen = useSetAtom(chatOpenAtom)
  const [question, setQuestion] = useState('')
  const [pending, setPending] = useState(0)
  const end = useRef<HTMLLIElement>(null)
  const index = useMemo(() => (data && cities ? buildChatIndex(data.items, cities) : null), [data, cities])
  const vocabulary = useMemo(() => (data ? buildVocabulary(data.categories, data.tags) : null), [data])
  const byNanoId = useMemo(() => new Map((data?.items ?? []).map((i) => [i.nanoId, i])), [data])
  const conversation = [GREETING, ...history]
  const lastAnswer = history.findLast((m) => m.nanoIds)?.nanoIds

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  })
  useEffect(() => {
    if (!engine || !lastAnswer) return
    engine.highlight(lastAnswer)
    return () => engine.highlight(null)
  }, [engine, lastAnswer])

  const ask = (e: FormEvent) => {
    e.preventDefault()
    const text = question.trim()
    if (!text || !index || !vocabulary || !cities) return
    track({ metric_key: 'chat_question', metricValue: text.slice(0, 200) })
    setHistory((h) => [...h, { from: 'visitor', text }])
    setQuestion('')
    const centre = engine?.map.getCenter()
    const reference = position ?? (centre ? { lon: centre.lng, lat: centre.lat } : index[0]?.item)
    const answer = answerQuestion(index, text, {
      vocabulary,
      cities,
      now: new Date(),
      timeZone: REGION_TIME_ZONE,
      reference: reference ?? { lon: 0, lat: 0 },
    })
    setPending((n) => n + 1)
    void replyTo(answer, position !== null)
      .then((reply) => setHistory((h) => [...h, reply]))
      .finally(() => setPending((n) => n - 1))
  }

  return (
    <section
      aria-label={messages.chat.title}
      className="pointer-events-auto flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl"
    >
      <header className="flex items-center gap-2 px-4 pt-3 pb-2">
        <h2 className="min-w-0 flex-1 font-bold">{messages.chat.title}</h2>
        {history.length ? (
          <Button variant="secondary" className="min-h-8 px-3 text-xs" onClick={() => setHistory([])}>
            {messages.chat.restart}
          </Button>
        ) : null}
        <CloseButton onClick={() => setOpen(false)} />
      </header>
      <ol className="min-h-0 flex-1 space-y-2 overflow-y-auto px-4 pb-2" aria-live="polite">
        {conversation.map((m, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows or is cleared
            key={i}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${m.from === 'visitor' ? 'ml-auto bg-primary text-white' : 'bg-paper'}`}
          >
            <span className="sr-only">
              {m.from === 'visitor' ? messages.chat.visitor : messages.chat.quo}
            </span>
            {m.text}
            {m.nanoIds ? (
              <ul className="mt-1">
                {m.nanoIds
                  .flatMap((id) => byNanoId.get(id) ?? [])
                  .map((item) => (
                    <li key={item.nanoId}>
                      <Link
                        to="/map/place/$nanoId/{-$title}"
                        params={cardParams(item.nanoId, item.title)}
                        onClick={() => setOpen(false)}
                        className="font-medium text-primary underline"
                      >
                        {item.title}
                      </Link>
                    </li>
                  ))}
              </ul>
            ) : null}
            {m.note ? <p className="mt-1 text-xs">{m.note}</p> : null}
          </li>
        ))}
        {pending ? (
          <li className="max-w-[85%] rounded-2xl bg-paper px-3 py-2 text-sm" aria-busy="true">
            {messages.chat.checkingHours}
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form onSubmit={ask} className="flex gap-2 border-t border-line p-3">
        <label htmlFor="chat-question" className="sr-only">
          {messages.chat.question}
        </label>
        <TextInput
          id="chat-question"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder={messages.chat.placeholder}
          autoComplete="off"
          maxLength={200}
          className="flex-1"
        />
        <Button type="submit" disabled={!index || !vocabulary}>
          {messages.chat.ask}
        </Button>
      </form>
    </section>
  )
}
