import { Button, TextInput } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { cardParams } from '../app/cardLink.js'
import { CloseButton } from '../cards/CloseButton.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { basemapQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { track } from '../metrics/metrics.js'
import { useSearchIndex } from '../search/useSearchIndex.js'
import { type ChatMessage, chatHistoryAtom, chatOpenAtom, engineAtom } from '../state/atoms.js'
import { useAtom, useAtomValue, useSetAtom } from '../state/store.js'
import { answerQuestion } from './answerQuestion.js'

const GREETING: ChatMessage = {
  from: 'quo',
  text: messages.chat.greeting,
}

function reply(found: ReturnType<typeof answerQuestion>): ChatMessage {
  if (!found.words.length) return { from: 'quo', text: messages.chat.askForWords }
  if (!found.items.length) return { from: 'quo', text: messages.chat.nothingFound(found.words.join(' ')) }
  return {
    from: 'quo',
    text: messages.chat.found(found.items.length, found.partial),
    nanoIds: found.items.map((i) => i.nanoId),
  }
}

/**
 * The chat card (docs/product.md §2 "cards implied by state"): visitors ask in their own words and get
 * places of this branch, shown on the map. Answers come from the branch's data in the browser.
 */
export function ChatCard() {
  const branch = useCurrentBranch()?.branch
  const items = useQuery(basemapQuery(branch?.shortId ?? null))
  const engine = useAtomValue(engineAtom)
  const [history, setHistory] = useAtom(chatHistoryAtom)
  const setOpen = useSetAtom(chatOpenAtom)
  const [question, setQuestion] = useState('')
  const end = useRef<HTMLLIElement>(null)
  const index = useSearchIndex(true)
  const byNanoId = useMemo(() => new Map((items.data ?? []).map((i) => [i.nanoId, i])), [items.data])
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
    if (!text) return
    track({ metric_key: 'chat_question', metricValue: text.slice(0, 200) })
    setHistory((h) => [...h, { from: 'visitor', text }, reply(answerQuestion(index, text))])
    setQuestion('')
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
          </li>
        ))}
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
        <Button type="submit" disabled={!index.length}>
          {messages.chat.ask}
        </Button>
      </form>
    </section>
  )
}
