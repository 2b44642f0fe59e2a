import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element has been on screen for `dwellMs`: rows scrolled or typed past quickly
 * never ask for more data.
 */
export function useVisible(ref: RefObject<Element | null>, dwellMs = 250): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || visible || typeof IntersectionObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer)
      if (entry?.isIntersecting) timer = setTimeout(() => setVisible(true), dwellMs)
    })
    observer.observe(element)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [ref, visible, dwellMs])
  return visible
}
