import type { PinsEvent } from '@quo/contract'

/**
 * An open server-sent event stream at `origin` + `/api` + `path` and the events it brought so
 * far (`event` and parsed `data`).
 */
export async function watch(origin: string, path: string) {
  const controller = new AbortController()
  const response = await fetch(`${origin}/api${path}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events: { event: string; data: PinsEvent }[] = []
  let buffered = ''
  const decoder = new TextDecoder()
  const reading = (async () => {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true })
      let end = buffered.indexOf('\n\n')
      while (end >= 0) {
        const block = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event && data) events.push({ event, data: JSON.parse(data) })
        end = buffered.indexOf('\n\n')
      }
    }
  })().catch(() => undefined)
  return { response, events, close: () => controller.abort(), reading }
}
