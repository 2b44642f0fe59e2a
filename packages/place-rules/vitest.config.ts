export { default } from '../../tooling/vitest.package'
