/** Link to a branch's map: its first host keyword as a sub-domain of the current host. */
export function branchLink(
  keyword: string | undefined,
  location: { protocol: string; host: string },
): string | null {
  if (!keyword) return null
  const bare = location.host.replace(/^www\./, '')
  return `${location.protocol}//${keyword}.${bare}/map`
}
