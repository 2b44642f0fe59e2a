import { useAtom } from 'jotai'
import { messages } from '../messages.js'
import { searchTextAtom } from '../state/atoms.js'

/** The search field over the map; typing searches titles, categories and tags as you go. */
export function SearchBox() {
  const [text, setText] = useAtom(searchTextAtom)
  return (
    <search className="block w-full max-w-[350px]">
      <form onSubmit={(e) => e.preventDefault()}>
        <label className="sr-only" htmlFor="map-search">
          {messages.search.label}
        </label>
        <input
          id="map-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={messages.search.placeholder}
          autoComplete="off"
          className="w-full rounded-full border-0 bg-white px-4 py-2 text-sm shadow outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
      </form>
    </search>
  )
}
