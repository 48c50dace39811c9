import { COMMENT_LIMITS, COMMENT_MESSAGES, countLinks, MODERATION_STATUSES } from '@escrova/schemas/comments'
import { describe, expect, it } from 'vitest'

describe('comment rules', () => {
  it('has the four moderation statuses', () => {
    expect([...MODERATION_STATUSES]).toEqual(['pending', 'approved', 'rejected', 'spam'])
  })

  it('counts http, https and www links', () => {
    expect(countLinks('No links here, just ₦5,000 and a smile.')).toBe(0)
    expect(countLinks('See https://example.com and http://example.ng/x')).toBe(2)
    expect(countLinks('www.example.com or HTTPS://EXAMPLE.COM')).toBe(2)
  })

  it('files more than the allowed links as spam territory', () => {
    const text = 'a https://a.example b https://b.example c https://c.example'
    expect(countLinks(text)).toBeGreaterThan(COMMENT_LIMITS.maxLinks)
  })

  it('states the limits in its messages', () => {
    expect(COMMENT_MESSAGES.nameRequired).toBe('Name is required.')
    expect(COMMENT_MESSAGES.textRequired).toBe('Comment is required.')
    expect(COMMENT_MESSAGES.nameTooLong).toContain(String(COMMENT_LIMITS.name))
    expect(COMMENT_MESSAGES.textTooLong).toContain(String(COMMENT_LIMITS.text))
  })
})
