import type { Page } from 'playwright'
import { describe, it } from 'vitest'
import { addMember, signIn } from '../support/team.ts'
import { poll } from '../support/wait.ts'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'

/**
 * Two editors, each signed in as themselves in their own browser, open the same post: each sees the other's avatar
 * on the field the other is in (the Studio's own presence, over the lake's presence socket).
 * When one closes the tab, the other's Studio stops showing them.
 */
const studio = studioSuite(seedFixtures)

/** The avatars the Studio draws for a person: `title` is their display name. */
const avatarsOf = (page: Page, name: string) => page.locator(`[data-ui="Avatar"][title="${name}"]`)

/**
 * Whether the person's avatar sits on the field. The Studio draws field avatars in an overlay over a spot in the
 * field's header (docked to the pane's edge while the field is scrolled away), so the field is brought into view
 * (focus stays where it is) and the avatar's centre must lie within the field.
 */
async function avatarOnField(page: Page, field: string, name: string): Promise<boolean> {
  const fieldElement = page.getByTestId(`field-${field}`)
  await fieldElement.scrollIntoViewIfNeeded()
  const area = await fieldElement.boundingBox()
  if (!area) return false
  for (const avatar of await avatarsOf(page, name).all()) {
    const box = await avatar.boundingBox()
    if (!box) continue
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    if (x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height) return true
  }
  return false
}

const ROOM = { timeout: 90_000 }

async function editor(email: string) {
  const { lake } = studio.harness
  const member = await addMember(lake, email, ['editor'])
  return { name: email.split('@')[0], token: await signIn(lake, member.email, member.password) }
}

describe('two editors in one post', () => {
  it("each sees the other's avatar on the field the other is editing, and it goes when they leave", async () => {
    const [ada, bola] = [await editor('ada@escrova.test'), await editor('bola@escrova.test')]
    const path = `/structure/blog;posts;posts-published;${FIXTURES.publishedPost._id}`
    const [adaTab, bolaTab] = await Promise.all([
      studio.harness.open({ token: ada.token }, path),
      studio.harness.open({ token: bola.token }, path),
    ])
    await adaTab.page.getByTestId('field-title').locator('input').click()
    await bolaTab.page.getByTestId('field-excerpt').locator('textarea').click()

    await poll(() => avatarOnField(bolaTab.page, 'title', ada.name), ROOM).toBe(true)
    await poll(() => avatarOnField(adaTab.page, 'excerpt', bola.name), ROOM).toBe(true)

    // Bola moves to the title; Ada sees the avatar move with her.
    await bolaTab.page.getByTestId('field-title').locator('input').click()
    await poll(() => avatarOnField(adaTab.page, 'title', bola.name), ROOM).toBe(true)
    await poll(() => avatarOnField(adaTab.page, 'excerpt', bola.name), ROOM).toBe(false)

    // Bola closes the tab: Ada's Studio no longer shows her anywhere.
    await bolaTab.context.close()
    await poll(() => avatarsOf(adaTab.page, bola.name).count(), ROOM).toBe(0)
    await adaTab.context.close()
  }, 300_000)
})
