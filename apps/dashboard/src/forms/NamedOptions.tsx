/** The options of a select over a fixed set of values, each shown by its German name. */
export function NamedOptions<V extends string | number>({
  values,
  names,
}: {
  values: readonly V[]
  names: Readonly<Record<V, string>>
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {names[value]}
    </option>
  ))
}
