/** A handler of one event type. */
type Handler<T> = (payload: T) => void

/** A minimal typed event emitter; apps subscribe with `on` and get an unsubscribe function. */
export class Emitter<Events extends Record<string, unknown>> {
  private handlers = new Map<keyof Events, Set<Handler<never>>>()

  /**
   * Calls `handler` with every event of `type` until the returned function is called.
   * @example const off = engine.on('click', (c) => console.log(c.url)); off()
   */
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void {
    const set = this.handlers.get(type) ?? new Set()
    this.handlers.set(type, set)
    set.add(handler as Handler<never>)
    return () => set.delete(handler as Handler<never>)
  }

  /**
   * Calls `handler` with the next event of `type` only; the returned function cancels it.
   * @example engine.once('populated', ({ items }) => console.log(`${items} pins`))
   */
  once<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void {
    const off = this.on(type, (payload) => {
      off()
      handler(payload)
    })
    return off
  }

  protected emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    for (const handler of this.handlers.get(type) ?? []) (handler as Handler<Events[K]>)(payload)
  }
}
