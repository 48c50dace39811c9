/** RSS 2.0 for the blog: every visible post, newest first, built at build time from the content API. */
import { localizedPath } from '@escrova/schemas/language-paths'
import { type LanguageCode, languageOf } from '@escrova/schemas/languages'
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import type { RSS_POSTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import type { Visible } from './types.ts'

/** One feed item: a post of RSS_POSTS_QUERY's result (typegen). */
export type RssPost = Visible<RSS_POSTS_QUERY_RESULT[number]>

export interface RssChannel {
  title: string
  siteUrl: string
  description: string
  /** The feed's language: its posts, links and `<language>` (`en-ng`, `pcm-ng`). */
  language: LanguageCode
}

export function escapeXml(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; dropping them is the point
      .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
  )
}

function rfc822(iso: string): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

export function renderRss(channel: RssChannel, posts: RssPost[]): string {
  const items = posts.map((post) => {
    const url = `${channel.siteUrl}${localizedPath(channel.language, pathFor(POST_PAGE, post.slug))}`
    const date = rfc822(post.publishedAt)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : '',
      post.description ? `      <description>${escapeXml(post.description)}</description>` : '',
      post.author ? `      <dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      ...(post.categories ?? [])
        .filter((c): c is string => Boolean(c))
        .map((c) => `      <category>${escapeXml(c)}</category>`),
      '    </item>',
    ]
      .filter((line) => line !== '')
      .join('\n')
  })
  const newest = posts[0] ? rfc822(posts[0].publishedAt) : null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${channel.siteUrl}${localizedPath(channel.language, '/blogs')}`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${languageOf(channel.language).intlLocale.toLowerCase()}</language>`,
    `    <atom:link href="${escapeXml(`${channel.siteUrl}${localizedPath(channel.language, '/rss.xml')}`)}" rel="self" type="application/rss+xml" />`,
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
}
