export interface TagDraft {
  id: string
  title: string
  slug: string
}

const titles = [
  'Escrow',
  'Instagram Vendors',
  'USSD',
  'Virtual Cards',
  'Disputes',
  'Freelancers',
  'Lagos',
  'Bill Payments',
  'Fraud Prevention',
  'API',
]

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const TAGS: TagDraft[] = titles.map((title) => ({
  id: `tag-${slugify(title)}`,
  title,
  slug: slugify(title),
}))
