/**
 * The data-rights API between the Studio's Data rights tool and the function (`POST /api/privacy/<action>`): what
 * each action is sent and what it answers. The function builds these answers; the Studio reads them.
 */

export type DataRightsAction = 'find' | 'export' | 'correct' | 'erase'

/**
 * find, export and erase: about one person, by the email they used and the name they gave (which finds comments: the
 * comment form's e-mail is kept only as a keyed hash). `ids`: the found records the privacy officer confirmed, which
 * export and erase act on (without them, those found by the e-mail itself).
 */
export interface PersonRequest {
  email: string
  name?: string
  ids?: string[]
}

/** correct: one field of one held record. */
export interface CorrectionRequest {
  documentId: string
  field: string
  value: string
}

/** One record held about the person, as find lists it. */
export interface HeldRecordSummary {
  _id: string
  _type: string
  name?: string
  receivedAt?: string
  reference?: string
  /** Found by the e-mail itself, or (a comment) by the name alone, which may be someone else's. */
  matchedBy?: 'email' | 'name'
  /** A comment's first words, its post and its moderation status, for judging a match. */
  text?: string
  postTitle?: string
  status?: string
}

export interface FindAnswer {
  records: HeldRecordSummary[]
}

/** The person's records in full, as one JSON file (access and portability). */
export interface ExportAnswer {
  subject: string
  exportedAt: string
  records: unknown[]
}

export interface CorrectionAnswer {
  /** The ids written (published and draft). */
  corrected: string[]
  field: string
  /** The spreadsheet columns the correction changed; the row follows as its delivery does. */
  sheetColumns: string[]
}

export interface ErasureResult {
  /** Every id deleted (published and draft). */
  documentIds: string[]
  /** Spreadsheet rows deleted, by Id. */
  sheetRows: string[]
  /** Spreadsheet rows the sheet has not confirmed yet: the function's schedule job retries them. */
  sheetRowsPending: string[]
  /** What could not be erased, in words for the audit log and the staff member. */
  problems: string[]
}

export interface DataRightsRequests {
  find: PersonRequest
  export: PersonRequest
  correct: CorrectionRequest
  erase: PersonRequest
}

export interface DataRightsAnswers {
  find: FindAnswer
  export: ExportAnswer
  correct: CorrectionAnswer
  erase: ErasureResult
}
