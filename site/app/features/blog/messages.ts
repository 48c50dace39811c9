/** The blog's user-facing texts, exactly as docs/product-rules.md#blog-list, #blog-post and #errors word them. */
export const BLOG_MESSAGES = {
  noResults: 'No matching results found. Please try again.',
  requestError: 'Kindly check your internet connection and try reloading the page.',
  noContent: 'No content available, please reload.',
  noCategories: 'No categories found',
  uncategorized: 'Uncategorized',
  linkCopied: 'Link copied',
} as const
