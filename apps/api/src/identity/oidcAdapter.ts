import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Db } from '../db/database.js'
import {
  type OidcModelTable,
  oidcAccessTokens,
  oidcAuthorizationCodes,
  oidcGrants,
  oidcInteractions,
  oidcPushedAuthorizationRequests,
  oidcRefreshTokens,
  oidcReplayDetections,
  oidcSessions,
} from '../db/schema/index.js'
import {
  consumeOidcRow,
  deleteExpiredOidcRowsOf,
  deleteOidcGrant,
  deleteOidcRow,
  findLiveOidcRow,
  type OidcLookup,
  type OidcRowValues,
  upsertOidcRow,
} from '../repositories/oidcRepository.js'

/** The models this issuer's configuration stores; features that need others stay off. */
const TABLES: Record<string, OidcModelTable> = {
  Session: oidcSessions,
  Interaction: oidcInteractions,
  Grant: oidcGrants,
  AuthorizationCode: oidcAuthorizationCodes,
  AccessToken: oidcAccessTokens,
  RefreshToken: oidcRefreshTokens,
  PushedAuthorizationRequest: oidcPushedAuthorizationRequests,
  ReplayDetection: oidcReplayDetections,
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * oidc-provider's storage over the product's database, so sessions, grants and refresh tokens
 * survive restarts and every API process on one database sees the same ones. Semantics follow
 * oidc-provider's adapter contract (and its memory adapter): expired rows are not found,
 * `consume` marks, `revokeByGrantId` removes everything of a grant in this model.
 */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly table: OidcModelTable,
  ) {}

  private async findWhere(by: OidcLookup): Promise<AdapterPayload | undefined> {
    const row = await findLiveOidcRow(this.db, this.table, by)
    if (!row) return undefined
    return {
      ...row.payload,
      ...(row.consumedAt ? { consumed: epoch(row.consumedAt) } : {}),
    } as AdapterPayload
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values: OidcRowValues = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      consumedAt: typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
    }
    await upsertOidcRow(this.db, this.table, id, values)
  }

  find(id: string) {
    return this.findWhere({ id })
  }

  findByUid(uid: string) {
    return this.findWhere({ uid })
  }

  findByUserCode(userCode: string) {
    return this.findWhere({ userCode })
  }

  async consume(id: string): Promise<void> {
    await consumeOidcRow(this.db, this.table, id, new Date())
  }

  async destroy(id: string): Promise<void> {
    await deleteOidcRow(this.db, this.table, id)
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteOidcGrant(this.db, this.table, grantId)
  }
}

/**
 * Models without a table (static clients, disabled features): nothing to find, and a write
 * would mean a feature was switched on without storage, which must fail loudly.
 */
class UnstoredModel implements Adapter {
  constructor(private readonly model: string) {}
  async upsert(): Promise<void> {
    throw new Error(`oidc-provider model ${this.model} has no table`)
  }
  async find() {
    return undefined
  }
  async findByUid() {
    return undefined
  }
  async findByUserCode() {
    return undefined
  }
  async consume() {}
  async destroy() {}
  async revokeByGrantId() {}
}

/** The `adapter` option of oidc-provider: one adapter per model name. */
export function databaseAdapter(db: Db): (model: string) => Adapter {
  return (model) => {
    const table = TABLES[model]
    return table ? new DatabaseAdapter(db, table) : new UnstoredModel(model)
  }
}

/** Deletes expired provider rows; any process may run it, as often as it likes. */
export async function deleteExpiredOidcRows(db: Db, now = new Date()): Promise<void> {
  for (const table of Object.values(TABLES)) {
    await deleteExpiredOidcRowsOf(db, table, now)
  }
}
