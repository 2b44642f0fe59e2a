// `pnpm --filter @quo/operations run deploy-files`: writes deploy/haproxy.cfg from the rules the
// cluster test runs (src/haproxyConfig.ts); a test keeps the two the same.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { COMPOSE_BALANCER, haproxyConfig } from './haproxyConfig.js'
import { ROOT } from './productionFolder.js'

writeFileSync(join(ROOT, 'deploy/haproxy.cfg'), haproxyConfig(COMPOSE_BALANCER))
console.log('quo: wrote deploy/haproxy.cfg')
