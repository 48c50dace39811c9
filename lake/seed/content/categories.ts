export interface CategoryDraft {
  id: string
  title: string
  slug: string
  description: string
}

export const CATEGORIES: CategoryDraft[] = [
  {
    id: 'category-escrow-basics',
    title: 'Escrow Basics',
    slug: 'escrow-basics',
    description: 'How holding funds until terms are met protects both sides of a sale.',
  },
  {
    id: 'category-selling-online',
    title: 'Selling Online',
    slug: 'selling-online',
    description: 'Practical advice for vendors on Instagram, WhatsApp and marketplaces.',
  },
  {
    id: 'category-freelancing',
    title: 'Freelancing',
    slug: 'freelancing',
    description: 'Getting paid for work delivered: deposits, milestones and foreign clients.',
  },
  {
    id: 'category-payments-billing',
    title: 'Payments & Billing',
    slug: 'payments-billing',
    description: 'Payment links, USSD, bill payments, virtual cards and currency conversion.',
  },
  {
    id: 'category-safety-disputes',
    title: 'Safety & Disputes',
    slug: 'safety-disputes',
    description: 'Spotting fraud, opening disputes and what happens at every step.',
  },
  {
    id: 'category-company-news',
    title: 'Company News',
    slug: 'company-news',
    description: 'What we are building, who is building it, and the beta programme.',
  },
]
