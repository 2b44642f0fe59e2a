import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../app/usePageTitle.js'
import { messages } from '../messages.js'
import { BasicLayout } from './BasicLayout.js'

/** Unknown routes and params that fail validation (docs/product.md §2). */
export function NotFoundPage() {
  usePageTitle('404')
  return (
    <BasicLayout>
      <p className="text-6xl font-black text-primary">{messages.notFoundStatus}</p>
      <h1 className="text-2xl font-bold">{messages.notFoundTitle}</h1>
      <p className="text-muted">{messages.notFoundText}</p>
      <Link to="/" className="mt-2 rounded-full bg-primary px-5 py-2.5 font-semibold text-white">
        {messages.home}
      </Link>
    </BasicLayout>
  )
}
