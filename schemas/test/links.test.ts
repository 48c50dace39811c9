import { isSafeHref } from '@escrova/schemas/links'
import { describe, expect, it } from 'vitest'

describe('isSafeHref: the links a post body may carry', () => {
  it.each([
    'https://example.com/escrow',
    'http://example.ng',
    'HTTPS://EXAMPLE.COM',
    'mailto:support@example.com',
    'tel:+2348035550147',
    '/wait-list',
    '/blogs/how-escrow-protects-online-buyers-in-nigeria',
    '#pricing',
    '?page=2',
  ])('accepts %s', (href) => {
    expect(isSafeHref(href)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example.com',
    '/\\evil.example.com',
    'https://',
    'mailto:',
    'blogs/relative-without-slash',
    '',
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })
})
