/** Shapes shared across the lake's modules. */

export interface SanityDocument {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [field: string]: unknown
}

/** One document's change inside a committed transaction. `before`/`after` are null for create/delete. */
export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
  previousRev: string | null
  resultRev: string | null
}

export interface CommittedTransaction {
  dataset: string
  /** Monotonic sequence number within the lake's database (all datasets). */
  seq: number
  transactionId: string
  timestamp: string
  identity: string
  mutations: unknown[]
  changes: DocumentChange[]
}
