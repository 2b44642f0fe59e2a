// The tool ships no types; this is the one function the tests call.
declare module 'structured-data-testing-tool' {
  export function structuredDataTest(input: string, options: { presets: object[] }): Promise<unknown>
}
