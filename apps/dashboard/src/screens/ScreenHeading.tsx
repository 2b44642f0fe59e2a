import type { ReactNode } from 'react'

/** Heading and lead sentence of a screen. */
export function ScreenHeading({
  title,
  text,
  children,
}: {
  title: string
  text?: string
  children?: ReactNode
}) {
  return (
    <section className="flex max-w-3xl flex-col gap-3">
      <h1 className="text-2xl leading-tight font-semibold sm:text-3xl">{title}</h1>
      {text && <p className="text-base text-muted">{text}</p>}
      {children}
    </section>
  )
}
