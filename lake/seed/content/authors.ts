import type { AvatarSpec } from '../images.ts'

export interface AuthorDraft {
  id: string
  name: string
  username: string
  bio: string
  avatar: AvatarSpec
}

export const AUTHORS: AuthorDraft[] = [
  {
    id: 'author-adaeze-okonkwo',
    name: 'Adaeze Okonkwo',
    username: 'adaeze',
    bio: 'Leads trust and safety at Escrova from Lagos. Spent six years resolving payment disputes at a commercial bank before deciding buyers and sellers deserved a fairer referee.',
    avatar: { name: 'avatar-adaeze', initials: 'AO', colors: ['#2e1065', '#7c3aed'] },
  },
  {
    id: 'author-tunde-bakare',
    name: 'Tunde Bakare',
    username: 'tunde_b',
    bio: 'Merchant success lead. Talks to Instagram vendors, market traders and service providers every week, and writes down what they teach him.',
    avatar: { name: 'avatar-tunde', initials: 'TB', colors: ['#0b0713', '#6d28d9'] },
  },
  {
    id: 'author-fatima-bello',
    name: 'Fatima Bello',
    username: 'fatima_kano',
    bio: 'Product manager for payments, based in Kano. Works on USSD, bill payments and the virtual card, and insists every feature works on a ₦25,000 phone.',
    avatar: { name: 'avatar-fatima', initials: 'FB', colors: ['#3b0764', '#a855f7'] },
  },
  {
    id: 'author-chinedu-eze',
    name: 'Chinedu Eze',
    username: 'chinedu_dev',
    bio: 'Engineer on the Escrova API in Abuja. Former freelancer who once waited four months for an invoice to be paid, and still has opinions about it.',
    avatar: { name: 'avatar-chinedu', initials: 'CE', colors: ['#09090b', '#5b21b6'] },
  },
]
