import type { ReviewStatus, WaitListApplicationInput } from '@escrova/schemas/wait-list'

/** Beta wait-list applications: private (`waitList.<id>`), already delivered to the spreadsheet. */
export interface ApplicationDraft extends WaitListApplicationInput {
  id: string
  submittedAt: string
  reviewStatus: ReviewStatus
  staffNotes?: string
}

export const APPLICATIONS: ApplicationDraft[] = [
  {
    id: 'seed-amaka-nwankwo',
    fullName: 'Amaka Nwankwo',
    email: 'amaka.nwankwo@example.ng',
    phone: '+234 803 555 0147',
    location: 'Lagos',
    keyNeeds: ['Escrow Service', 'Online Selling'],
    otherNeed: '',
    platforms: ['iOS', 'Web'],
    consent: true,
    submittedAt: '2026-10-31T09:12:00.000Z',
    reviewStatus: 'new',
  },
  {
    id: 'seed-ibrahim-musa',
    fullName: 'Ibrahim Musa',
    email: 'ibrahim.musa@example.com',
    phone: '+234 706 555 0193',
    location: 'Kano',
    keyNeeds: ['Business Transactions', 'Other'],
    otherNeed: 'Paying suppliers in China for leather goods',
    platforms: ['Android'],
    consent: true,
    submittedAt: '2026-11-02T14:40:00.000Z',
    reviewStatus: 'reviewing',
    staffNotes: 'Importer; good fit for the virtual card test group.',
  },
  {
    id: 'seed-tolu-adebayo',
    fullName: 'Tolu Adebayo',
    email: 'tolu@example.ng',
    phone: '+234 812 555 0168',
    location: 'FCT',
    keyNeeds: ['Freelance Payments', 'Secure Transactions'],
    otherNeed: '',
    platforms: ['Android', 'Desktop'],
    consent: true,
    submittedAt: '2026-11-05T08:05:00.000Z',
    reviewStatus: 'selected',
    staffNotes: 'Product designer with foreign clients. Invited to round two.',
  },
]
