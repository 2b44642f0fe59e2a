import { type RefObject, useEffect, useState } from 'react'
import { messages } from '../messages.js'

interface Section {
  id: string
  title: string
}

/**
 * Jump links to the sections of a long form, read from its section headings (`h2` with an id,
 * as SectionCard renders them), so the list follows whatever the form shows — a new place has
 * fewer sections than a stored one — without a second list to keep in step.
 */
export function SectionNav({ container }: { container: RefObject<HTMLElement | null> }) {
  const [sections, setSections] = useState<Section[]>([])
  useEffect(() => {
    const root = container.current
    if (!root) return
    const read = () => {
      const found = [...root.querySelectorAll<HTMLHeadingElement>('section h2[id]')].map((heading) => ({
        id: heading.id,
        title: heading.textContent ?? '',
      }))
      setSections((shown) =>
        shown.length === found.length &&
        shown.every((s, i) => s.id === found[i]?.id && s.title === found[i]?.title)
          ? shown
          : found,
      )
    }
    read()
    // Sections load lazily (the map, the shape editor): the list follows.
    const observer = new MutationObserver(read)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [container])
  if (sections.length < 3) return null
  return (
    <nav aria-label={messages.forms.sections} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-2 px-1 py-1 text-sm whitespace-nowrap">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-line bg-white px-3 font-medium hover:bg-paper"
              onClick={(event) => {
                event.preventDefault()
                const heading = document.getElementById(section.id)
                heading?.scrollIntoView({ block: 'start', behavior: 'smooth' })
                // The keyboard goes on from the section it jumped to.
                heading?.focus({ preventScroll: true })
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
