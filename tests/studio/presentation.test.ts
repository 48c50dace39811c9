/**
 * The Presentation tool: the editor sees the site beside the form, drafts live as they type, clicks a text
 * on the page to land in its field, toggles desktop/mobile. Visitors never see any of it: no draft text, no stega
 * characters, and no page but the Studio's may frame the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poll, waitFor } from '../support/wait.ts'
import { FIXTURES, readyPostDraft, seedFixtures } from './support/fixtures.ts'
import { type PresentationSetup, startPresentation } from './support/presentation.ts'

let setup: PresentationSetup
let post: { _id: string; title: string; slug: string }

/** The invisible characters `@vercel/stega` 1.x encodes edit links with (its `dist` code point tables). */
const STEGA = /\u200B|\u200C|\u200D|[\u2060-\u2063]|\uFEFF|[\u{1D173}-\u{1D17A}]/u
const DRAFT_WORDS = 'Unpublished draft words'
const RELEASE_TITLE = 'Escrow basics, as the spring release will publish it'

beforeAll(async () => {
  setup = await startPresentation()
  post = await setup.lake.client(null).fetch(
    `*[_type == "post" && defined(slug.current) && count(categories) > 0 && dateTime(publishedAt) <= dateTime(now())]
        | order(publishedAt desc)[0]{_id, title, "slug": slug.current}`,
  )
}, 900_000)
/** The latest post's pending draft with DRAFT_WORDS in its title: the first test's, or made here for a test run alone. */
async function ensureTitleDraft() {
  const published = await setup.lake.client().getDocument(post._id)
  await setup.lake.client().createIfNotExists({
    ...published,
    _id: `drafts.${post._id}`,
    _type: 'post',
    title: `${post.title} ${DRAFT_WORDS}`,
  })
}

afterAll(async () => {
  await setup?.close()
})

describe('Presentation', () => {
  it('shows the draft in the frame as the editor types, and a click on the title lands in its field', async () => {
    const { page, frame } = await setup.openPresentation(`/blogs/${post.slug}`)
    const heading = frame.locator('h1', { hasText: post.title })
    await heading.waitFor()
    // mainDocuments: the post's own form opens beside its page.
    const titleInput = page.locator('[data-testid="field-title"] input')
    await poll(() => titleInput.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toBe(post.title)
    await titleInput.click()
    await titleInput.press('End')
    await titleInput.pressSequentially(` ${DRAFT_WORDS}`)
    // The frame shows the new title before anything is published (stega marks ride along, invisibly).
    await frame.locator('h1', { hasText: DRAFT_WORDS }).waitFor()
    // Inside the frame the preview chunk was fetched (the visitor's page below never fetches it).
    const loaded = await frame
      .locator('html')
      .evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(loaded.some((url) => /live-preview/.test(url))).toBe(true)
    const published = await setup.lake.client(null).getDocument(post._id)
    expect(published?.title).toBe(post.title)

    // Click-to-edit: leave the field, click the title on the page, and the title field has focus again.
    await page
      .locator('[data-testid="field-excerpt"] textarea, [data-testid="field-excerpt"] input')
      .first()
      .click()
    const titleFocused = () => titleInput.evaluate((input) => input === document.activeElement)
    await poll(titleFocused).toBe(false)
    await frame.locator('h1', { hasText: DRAFT_WORDS }).hover()
    await frame.locator('h1', { hasText: DRAFT_WORDS }).click()
    await poll(titleFocused, { timeout: 30_000 }).toBe(true)

    // Desktop / mobile toggle: the frame narrows to a phone's width and back.
    const iframe = page.locator(`iframe[src^="${setup.site.url}"]`)
    const widthOf = async () => (await iframe.boundingBox())?.width ?? 0
    const desktop = await widthOf()
    await page.getByRole('button', { name: 'Toggle viewport size' }).click()
    const mobile = await waitFor(widthOf, { accept: (width) => width > 0 && width < 500, timeoutMs: 30_000 })
    expect(mobile).toBeLessThan(desktop)
    await page.getByRole('button', { name: 'Toggle viewport size' }).click()
    await waitFor(widthOf, { accept: (width) => width === desktop, timeoutMs: 30_000 })
  }, 300_000)

  it('an anonymous visitor never sees the draft, in the HTML or any data request, and no stega characters', async () => {
    // The draft from the previous test exists in the lake.
    const draft = await setup.lake.client('read').getDocument(`drafts.${post._id}`)
    expect(draft?.title).toContain(DRAFT_WORDS)
    const visitor = await setup.context()
    const page = await visitor.newPage()
    const bodies: string[] = []
    const urls: string[] = []
    page.on('response', async (response) => {
      urls.push(response.url())
      const body = await response.text().catch(() => '')
      bodies.push(body)
    })
    await page.goto(`${setup.site.url}/blogs/${post.slug}`, { waitUntil: 'networkidle' })
    expect(await page.locator('h1').textContent()).toBe(post.title)
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) expect(body).not.toContain(DRAFT_WORDS)
    // Outside a frame the preview chunk (loader live mode, overlays) is never fetched.
    expect(urls.filter((url) => /live-preview|VisualEditing|enableLiveMode/.test(url))).toEqual([])
    for (const path of ['/', '/blogs', `/blogs/${post.slug}`]) {
      const html = await (await fetch(`${setup.site.url}${path}`)).text()
      expect(html).toContain('<main')
      expect(STEGA.test(html), `stega characters in ${path}`).toBe(false)
      expect(html).not.toContain(DRAFT_WORDS)
    }
  }, 120_000)

  it('shows the draft title on its /blogs card in the frame, and a click on the card opens the post at its title field', async () => {
    // Visitors' /blogs (checked above) still has the published title.
    await ensureTitleDraft()
    const { page, frame } = await setup.openPresentation('/blogs')
    const card = frame.locator('.blog-card-title', { hasText: DRAFT_WORDS })
    await card.waitFor({ timeout: 60_000 })
    expect(await frame.locator('.blog-card-title').count()).toBeGreaterThan(1)
    await card.hover()
    await card.click()
    // Click-to-edit opens that post's form beside the list, at its title field (the click left focus in the frame).
    await poll(() => new URL(page.url()).pathname, { timeout: 90_000 }).toBe(
      `/presentation/post/${post._id}/title`,
    )
    const titleInput = page.locator('[data-testid="field-title"] input')
    await poll(() => titleInput.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toContain(DRAFT_WORDS)
    expect(await titleInput.isVisible()).toBe(true)
  }, 300_000)

  it("shows the draft title in home's latest posts in the frame, cut as the card cuts it and still an edit link", async () => {
    await ensureTitleDraft()
    const { frame } = await setup.openPresentation('/')
    // The card's full title is its tooltip; the heading shows at most 60 characters of it.
    const card = frame.locator(`.blog-carousel h3[title*="${DRAFT_WORDS}"]`)
    await card.waitFor({ state: 'attached', timeout: 60_000 })
    const shown = (await card.textContent()) ?? ''
    expect(STEGA.test(shown), 'the card title carries its edit link').toBe(true)
    expect(shown.replace(new RegExp(STEGA.source, 'gu'), '').length).toBeLessThanOrEqual(63)
    const visitorHome = await (await fetch(`${setup.site.url}/`)).text()
    expect(visitorHome).not.toContain(DRAFT_WORDS)
  }, 300_000)

  it("keeps the site's copy live too: the home page's draft headline shows as it is typed, and a click lands in it", async () => {
    const { page, frame } = await setup.openPresentation('/')
    const published = (await setup.lake.client(null).getDocument('homePage')) as {
      hero: { headline: string }
    }
    await frame.locator('#home-title', { hasText: published.hero.headline }).waitFor()
    // mainDocuments: `/` opens the home page's own form.
    const headline = page.locator('[data-testid="field-hero.headline"] input')
    await poll(() => headline.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toBe(
      published.hero.headline,
    )
    await headline.click()
    await headline.press('End')
    await headline.pressSequentially(' (draft)')
    await frame.locator('#home-title', { hasText: '(draft)' }).waitFor()
    expect(((await setup.lake.client(null).getDocument('homePage')) as typeof published).hero.headline).toBe(
      published.hero.headline,
    )

    // Click-to-edit: from another field, a click on the headline in the frame brings the editor back to it.
    await page.locator('[data-testid="field-hero.description"] textarea').first().click()
    const focused = () => headline.evaluate((input) => input === document.activeElement)
    await poll(focused).toBe(false)
    await frame.locator('#home-title').hover()
    await frame.locator('#home-title').click()
    await poll(focused, { timeout: 30_000 }).toBe(true)
    // Visitors still read the published headline.
    expect(await (await fetch(`${setup.site.url}/`)).text()).not.toContain('(draft)')
  }, 300_000)

  it('says where a post and a category are used: the post on its page, /blogs and home; the category on its posts', async () => {
    const { page } = await setup.openPresentation(`/blogs/${post.slug}`)
    // The post's form (mainDocuments) carries Presentation's locations banner: its page, /blogs and home.
    const postBanner = page.getByText('Used on 3 pages')
    await postBanner.waitFor({ timeout: 90_000 })
    await postBanner.click()
    // Each location is a link card: the page's title over its path.
    const location = (title: string, path: string) =>
      page.locator('a[data-ui="Card"]').filter({ hasText: title }).filter({ hasText: path }).first()
    await location(post.title, `/blogs/${post.slug}`).waitFor()
    await location('Blog', '/blogs').waitFor()
    await location('Home (latest posts)', '/').waitFor()

    const category = await setup.lake.client(null).fetch<{ _id: string; posts: string[] }>(
      `*[_type == "category" && count(*[_type == "post" && references(^._id)]) > 0][0]{
        _id, "posts": *[_type == "post" && references(^._id)].title}`,
    )
    await page.goto(`${setup.studio.url}/presentation/category/${category._id}?preview=/blogs`)
    const pages = Math.min(category.posts.length, 12) + 1
    const categoryBanner = page.getByText(pages === 1 ? 'Used on one page' : `Used on ${pages} pages`)
    await categoryBanner.waitFor({ timeout: 90_000 })
    await categoryBanner.click()
    await location('Blog', '/blogs').waitFor()
    const listed = await page.locator('a[data-ui="Card"]').allTextContents()
    expect(category.posts.some((title) => listed.some((text) => text.includes(title)))).toBe(true)
  }, 300_000)

  it('opens a Pidgin post’s own form from its page under /pcm, and locates it on the Pidgin pages', async () => {
    const pidgin = await setup.lake.client(null).fetch<{ title: string; slug: string; english: string }>(
      `*[_type == "post" && language == "pcm" && dateTime(publishedAt) <= dateTime(now())] | order(publishedAt desc)[0]{
          title, "slug": slug.current, "english": *[_type == "post" && language == "en" && slug.current == ^.slug.current][0].title}`,
    )
    expect(pidgin.english).not.toBe(pidgin.title)
    const { page, frame } = await setup.openPresentation(`/pcm/blogs/${pidgin.slug}`)
    await frame.locator('h1', { hasText: pidgin.title }).waitFor()
    // The translation's form, not its English original's (they share the slug).
    const titleInput = page.locator('[data-testid="field-title"] input')
    await poll(() => titleInput.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toBe(pidgin.title)
    const banner = page.getByText('Used on 3 pages')
    await banner.waitFor({ timeout: 90_000 })
    await banner.click()
    const location = (title: string, path: string) =>
      page.locator('a[data-ui="Card"]').filter({ hasText: title }).filter({ hasText: path }).first()
    await location(pidgin.title, `/pcm/blogs/${pidgin.slug}`).waitFor()
    await location('Blog', '/pcm/blogs').waitFor()
    await location('Home (latest posts)', '/pcm').waitFor()
    const paths = await page.locator('a[data-ui="Card"]').allTextContents()
    expect(paths.some((text) => text.endsWith(`/blogs/${pidgin.slug}`) && !text.includes('/pcm/'))).toBe(
      false,
    )
  }, 300_000)

  it('says where a new post will be used as soon as its draft gets a slug', async () => {
    await seedFixtures(setup.lake.client())
    const draft = readyPostDraft('post-slug-later', 'Escrow for car buyers', 'unused')
    const { slug: _unused, ...slugless } = draft
    await setup.lake.client().createOrReplace(slugless)
    const { page } = await setup.openPresentation('/blogs')
    await page.goto(`${setup.studio.url}/presentation/post/post-slug-later?preview=/blogs`)
    await page.getByText('Give the post a slug to preview it').waitFor({ timeout: 90_000 })
    // The slug arrives on the draft (as "Generate" writes it): the banner follows, with no reload.
    await setup.lake
      .client()
      .patch('drafts.post-slug-later')
      .set({ slug: { _type: 'slug', current: 'escrow-for-car-buyers' } })
      .commit()
    await page.getByText('Used on 3 pages').waitFor({ timeout: 60_000 })
  }, 300_000)

  it('opens a service page’s own form beside it and says where it is used: its page and the all-services list', async () => {
    const { page } = await setup.openPresentation('/services/voting')
    // mainDocuments (from the route map): `/services/<slug>` opens that service page's form.
    await poll(() => page.locator('[data-testid="field-title"] input').inputValue(), {
      timeout: 90_000,
    }).toBe('Voting')
    const banner = page.getByText('Used on 2 pages')
    await banner.waitFor({ timeout: 90_000 })
    await banner.click()
    const location = (title: string, path: string) =>
      page.locator('a[data-ui="Card"]').filter({ hasText: title }).filter({ hasText: path }).first()
    await location('Voting', '/services/voting').waitFor()
    await location('All services', '/all-services').waitFor()
  }, 300_000)

  it('previews a service page nobody has published yet at its URL, which visitors still get as a 404', async () => {
    const slug = 'crowdfunding'
    const title = 'Crowdfunding, coming soon'
    await setup.lake.client().create({
      _id: 'drafts.service-page-crowdfunding',
      _type: 'servicePage',
      title,
      slug: { _type: 'slug', current: slug },
      description: 'Raise money for a project, held safely until the goal is met.',
      intro: 'Collect contributions into escrow and release them when your goal is reached.',
      sections: [
        { _key: 's0', heading: 'Goal-based release', paragraphs: ['Held until the target is met.'] },
      ],
    })
    const { frame } = await setup.openPresentation(`/services/${slug}`)
    await frame.locator('h2', { hasText: 'Goal-based release' }).waitFor({ timeout: 60_000 })
    await frame.getByText('Collect contributions into escrow').waitFor()
    const visitor = await fetch(`${setup.site.url}/services/${slug}`)
    expect(visitor.status).toBe(404)
    expect(await visitor.text()).not.toContain(title)
  }, 300_000)

  it('previews the site as a release will make it: the frame reads the release over drafts, visitors never see it', async () => {
    // A release and a version of the latest post in it, written as the lake's release actions write them.
    const writer = setup.lake.client().withConfig({ apiVersion: '2025-02-19' })
    const published = await writer.getDocument(post._id)
    await writer
      .transaction()
      .createOrReplace({
        _id: '_.releases.rPreview',
        _type: 'system.release',
        state: 'active',
        metadata: { title: 'Spring launch', releaseType: 'asap' },
      })
      .createOrReplace({
        ...published,
        _id: `versions.rPreview.${post._id}`,
        _type: 'post',
        title: RELEASE_TITLE,
      })
      .commit()
    // The perspective picker's choice (in the Studio's URL) reaches the frame: the version wins over the draft.
    const { frame } = await setup.openPresentation(`/blogs/${post.slug}`, 'rPreview')
    await frame.locator('h1', { hasText: RELEASE_TITLE }).waitFor()
    // Visitors (the site server reads the published perspective) get the published title, in the HTML and data.
    const html = await (await fetch(`${setup.site.url}/blogs/${post.slug}`)).text()
    expect(html).toContain('<h1')
    expect(html).not.toContain(RELEASE_TITLE)
    expect(JSON.stringify(await setup.lake.client(null).fetch('*[_type == "post"].title'))).not.toContain(
      RELEASE_TITLE,
    )
  }, 300_000)

  it('shows a draft of the terms in the frame, its legal text rendered as the page renders it', async () => {
    const writer = setup.lake.client()
    const [terms] = await writer.fetch(
      '*[_type == "legalPage" && slug.current == "terms" && !(_id in path("drafts.**"))]',
    )
    const [first, ...rest] = terms.sections
    const block = {
      ...first.body[0],
      children: [{ _key: 'draft-span', _type: 'span', marks: [], text: 'Draft terms text.' }],
    }
    await writer.createOrReplace({
      ...terms,
      _id: `drafts.${terms._id}`,
      sections: [{ ...first, heading: 'Draft heading', body: [block] }, ...rest],
    })
    const { frame } = await setup.openPresentation('/terms')
    await frame.locator('#terms-1', { hasText: 'Draft heading' }).waitFor({ timeout: 60_000 })
    await frame.locator('.legal section').first().getByText('Draft terms text.').waitFor()
    const visitor = await (await fetch(`${setup.site.url}/terms`)).text()
    expect(visitor).not.toContain('Draft heading')
  }, 300_000)

  it('previews an unpublished post at its future URL, which visitors still get as a 404', async () => {
    const slug = 'escrow-for-phone-sellers'
    const title = 'Escrow for phone sellers, coming soon'
    await seedFixtures(setup.lake.client())
    await setup.lake.client().create(readyPostDraft('post-coming-soon', title, slug))
    const { frame } = await setup.openPresentation(`/blogs/${slug}`)
    await frame.locator('h1', { hasText: title }).waitFor()
    await frame.getByText(FIXTURES.author.name).first().waitFor()
    // Its sidebar is the live one (visitors' page is a 404, so there is no loaded sidebar): its category is listed.
    const sidebar = frame.getByRole('complementary', { name: 'Blog sidebar' })
    await sidebar.getByRole('button').filter({ hasText: FIXTURES.category.title }).first().waitFor()
    expect(await sidebar.getByText('No categories found').count()).toBe(0)
    const visitor = await fetch(`${setup.site.url}/blogs/${slug}`)
    expect(visitor.status).toBe(404)
    expect(await visitor.text()).not.toContain(title)
  }, 300_000)

  it('lets only the Studio frame the site: a foreign page gets no frame', async () => {
    const response = await fetch(`${setup.site.url}/blogs/${post.slug}`, {
      headers: { origin: 'https://evil.example', referer: 'https://evil.example/' },
    })
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-ancestors ${setup.studio.url}`)
    expect(csp).not.toContain('evil.example')
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/)

    const foreign = await setup.context()
    await foreign.route('https://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Foreign</title><iframe id="site" src="${setup.site.url}/blogs/${post.slug}"></iframe>`,
      }),
    )
    const page = await foreign.newPage()
    // `load` waits for the frame too: had the site been rendered in it, its server-rendered page would be there.
    await page.goto('https://evil.example/', { waitUntil: 'load' })
    const framed = page.frames().find((frame) => frame !== page.mainFrame())
    expect(framed).toBeDefined()
    // Chromium puts its own error page in a refused frame: none of the site's page is in it.
    expect(framed?.url()).not.toContain(setup.site.url)
    expect(await framed?.locator('#main').count()).toBe(0)
    expect(await framed?.locator('body').textContent()).not.toContain(post.title)
  }, 120_000)
})
