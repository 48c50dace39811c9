import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLake } from '@escrova/lake/server'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsAt, lakeClient, schema, validate } from '../../schemas/test/support/validate.ts'

// Post and author validation against a real lake: slug and username uniqueness are GROQ queries on the Studio's
// client, so they are checked against a running Content Lake API rather than a stand-in.
let lake: Awaited<ReturnType<typeof startLake>>
let dataDir: string
let client: SanityClient

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'escrova-schema-'))
  lake = await startLake({ port: 0, dataDir, seed: false, tlsPort: false })
  client = lakeClient(lake.url, lake.tokens.write)
  await client
    .transaction()
    .createOrReplace({ _id: 'author-ada', _type: 'author', name: 'Ada Obi', username: 'ada_obi' })
    .createOrReplace({ _id: 'drafts.author-new', _type: 'author', name: 'New', username: 'draft_only' })
    .createOrReplace({
      _id: 'post-taken',
      _type: 'post',
      title: 'Taken',
      slug: { _type: 'slug', current: 'taken' },
    })
    .commit()
})

afterAll(async () => {
  await lake?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${text.length}`, text, marks })

function postWith(extra: Record<string, unknown>) {
  return {
    _id: 'drafts.post-new',
    _type: 'post',
    title: 'Why escrow beats pay on delivery',
    slug: { _type: 'slug', current: 'why-escrow-beats-pay-on-delivery' },
    author: { _type: 'reference', _ref: 'author-ada' },
    categories: [{ _type: 'reference', _ref: 'category-escrow-basics', _key: 'c1' }],
    publishedAt: '2026-10-01T08:00:00.000Z',
    ...extra,
  }
}

function bodyWithLink(href: string) {
  return [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l1', href }],
      children: [span('Apply now', ['l1'])],
    },
  ]
}

const errors = (markers: Awaited<ReturnType<typeof validate>>) => markers.filter((m) => m.level === 'error')

describe('post', () => {
  it('accepts a complete post', async () => {
    expect(errors(await validate(postWith({}), client))).toEqual([])
  })

  it('requires a title and at least one category (the site drops posts without them)', async () => {
    const markers = await validate(postWith({ title: undefined, categories: [] }), client)
    expect(errorsAt(markers, 'title')).toEqual(['Required'])
    expect(errorsAt(markers, 'categories')).toEqual([
      'Pick at least one category: the blog leaves out posts without one.',
    ])
  })

  it('takes the English slug for a translation, and refuses it twice in one language', async () => {
    const slug = { _type: 'slug', current: 'taken' }
    const hausa = await validate(postWith({ _id: 'post-taken-ha', language: 'ha', slug }), client)
    expect(errorsAt(hausa, 'slug')).toEqual([])
    await client.createOrReplace({
      _id: 'post-taken-ha',
      _type: 'post',
      language: 'ha',
      title: 'Taken',
      slug,
    })
    const secondHausa = await validate(postWith({ _id: 'post-other-ha', language: 'ha', slug }), client)
    expect(errorsAt(secondHausa, 'slug')).toEqual(['Slug is already in use'])
    const english = await validate(postWith({ _id: 'post-other', language: 'en', slug }), client)
    expect(errorsAt(english, 'slug')).toEqual(['Slug is already in use'])
  })

  it('refuses a slug another post already uses, and accepts its own', async () => {
    const taken = await validate(postWith({ slug: { _type: 'slug', current: 'taken' } }), client)
    expect(errorsAt(taken, 'slug')).toEqual(['Slug is already in use'])
    const own = await validate(
      postWith({ _id: 'post-taken', slug: { _type: 'slug', current: 'taken' } }),
      client,
    )
    expect(errorsAt(own, 'slug')).toEqual([])
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example.com'])(
    'refuses the link %j',
    async (href) => {
      const markers = await validate(postWith({ body: bodyWithLink(href) }), client)
      expect(errorsAt(markers, 'body.*.markDefs.*.href')).toEqual([
        'Links must start with http://, https://, mailto:, tel: or / (a page on this site).',
      ])
    },
  )

  it.each(['https://example.com', 'mailto:hello@example.com', 'tel:+2348035550147', '/wait-list'])(
    'accepts the link %j',
    async (href) => {
      expect(errors(await validate(postWith({ body: bodyWithLink(href) }), client))).toEqual([])
    },
  )

  it('requires alt text on body images and on the main image, with the one alternative-text message', async () => {
    const asset = { _type: 'reference', _ref: 'image-abc123-1200x675-jpg' }
    const markers = await validate(
      postWith({
        mainImage: { _type: 'image', asset },
        body: [{ _type: 'image', _key: 'i1', asset }],
      }),
      client,
    )
    const required = 'Describe the image for people who cannot see it (alternative text is required).'
    expect(errorsAt(markers, 'mainImage.alt')).toEqual([required])
    expect(errorsAt(markers, 'body.*.alt')).toEqual([required])
  })

  it('limits the SEO description to 160 characters', async () => {
    expect(
      errorsAt(await validate(postWith({ seoDescription: 'x'.repeat(161) }), client), 'seoDescription'),
    ).toHaveLength(1)
    expect(
      errorsAt(await validate(postWith({ seoDescription: 'x'.repeat(160) }), client), 'seoDescription'),
    ).toEqual([])
  })

  it('offers every block type of the product rules (entities) in the body', () => {
    const body = schema.get('blockContent') as {
      of: { name: string; jsonType: string; fields?: { name: string; type: { of?: unknown } }[] }[]
    }
    const block = body.of.find((member) => member.name === 'block') as unknown as {
      fields: { name: string; type: { options?: { list?: { value: string }[] }; of?: { name: string }[] } }[]
    }
    const values = (name: string) =>
      block.fields.find((field) => field.name === name)?.type.options?.list?.map((item) => item.value)
    expect(values('style')).toEqual(['normal', 'h1', 'h2', 'h3', 'blockquote'])
    expect(values('listItem')).toEqual(['bullet', 'number'])
    expect(body.of.map((member) => member.name)).toContain('image')
  })
})

describe('author', () => {
  const newAuthor = (username: string, _id = 'drafts.author-new') => ({
    _id,
    _type: 'author',
    name: 'Someone',
    username,
  })

  it('accepts a username nobody else has', async () => {
    expect(errorsAt(await validate(newAuthor('tunde_b'), client), 'username')).toEqual([])
  })

  it('refuses a username another author has, whatever its case', async () => {
    const message = ['This username is already used by another author.']
    expect(errorsAt(await validate(newAuthor('ada_obi'), client), 'username')).toEqual(message)
    expect(errorsAt(await validate(newAuthor('ADA_OBI'), client), 'username')).toEqual(message)
    expect(errorsAt(await validate(newAuthor('ada_obi', 'drafts.author-other'), client), 'username')).toEqual(
      message,
    )
  })

  it('does not count the author’s own draft and published versions as a clash', async () => {
    expect(errorsAt(await validate(newAuthor('ada_obi', 'drafts.author-ada'), client), 'username')).toEqual(
      [],
    )
    expect(errorsAt(await validate(newAuthor('draft_only', 'author-new'), client), 'username')).toEqual([])
  })

  it('refuses spaces and symbols in a username', async () => {
    expect(errorsAt(await validate(newAuthor('ada obi'), client), 'username')).toEqual([
      'Use 2 to 30 letters, digits, dots, hyphens or underscores, with no spaces.',
    ])
  })

  it('requires a username', async () => {
    expect(
      errorsAt(await validate({ _id: 'author-x', _type: 'author', name: 'X' }, client), 'username'),
    ).toEqual(['Required'])
  })
})

describe('comment', () => {
  type Preview = { prepare: (value: Record<string, unknown>) => { title: string; subtitle: string } }
  const commentType = () =>
    schema.get('comment') as {
      preview: Preview
      fields: { name: string; type: { initialValue?: unknown } }[]
    }

  it('never has an email field, and starts pending', () => {
    const names = commentType().fields.map((field) => field.name)
    expect(names).not.toContain('email')
    expect(names).toEqual(
      expect.arrayContaining(['post', 'parent', 'name', 'text', 'createdAt', 'spamSignals']),
    )
    const status = commentType().fields.find((field) => field.name === 'moderationStatus')
    expect(status?.type.initialValue).toBe('pending')
  })

  it('previews name, status and the first words of the text', () => {
    const preview = commentType().preview.prepare({
      name: 'Ngozi A.',
      status: 'pending',
      text: 'This is the clearest explanation I have read about escrow, and I will share it with every vendor I know',
      postTitle: 'How escrow protects online buyers in Nigeria',
    })
    expect(preview.title).toBe('Ngozi A. · Pending')
    expect(preview.subtitle).toBe(
      'Comment on “How escrow protects online buyers in Nigeria”: This is the clearest explanation I have read about escrow, and I…',
    )
  })

  it('requires name and text with the comment form messages', async () => {
    const markers = await validate(
      {
        _id: 'drafts.comment-x',
        _type: 'comment',
        moderationStatus: 'pending',
        post: { _type: 'reference', _ref: 'post-taken', _weak: true },
      },
      client,
    )
    expect(errorsAt(markers, 'name')).toEqual(['Name is required.'])
    expect(errorsAt(markers, 'text')).toEqual(['Comment is required.'])
  })
})
