export { default } from '../../tooling/tsup.package'
