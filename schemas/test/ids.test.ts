import { describe, expect, it } from 'vitest'
import {
  draftIdOf,
  isDraftId,
  isPublishedId,
  isVersionId,
  publishedIdOf,
  releaseOf,
  versionIdOf,
  versionPrefixOf,
} from '../src/ids.ts'

describe('document ids', () => {
  it('the draft of a published id, and of a path id, is it under `drafts.`', () => {
    expect(draftIdOf('post-1')).toBe('drafts.post-1')
    expect(draftIdOf('waitList.abc')).toBe('drafts.waitList.abc')
    expect(draftIdOf('drafts.post-1')).toBe('drafts.post-1')
  })

  it('the published id of a draft or a version drops the prefix, keeping a path', () => {
    expect(publishedIdOf('drafts.comment-7')).toBe('comment-7')
    expect(publishedIdOf('drafts.waitList.abc')).toBe('waitList.abc')
    expect(publishedIdOf('versions.spring.post-1')).toBe('post-1')
    expect(publishedIdOf('versions.spring.waitList.abc')).toBe('waitList.abc')
    expect(publishedIdOf('waitList.abc')).toBe('waitList.abc')
    expect(publishedIdOf('post-1')).toBe('post-1')
  })

  it('a version id names its release; any id of the document gives its version in another', () => {
    expect(versionIdOf('post-1', 'spring')).toBe('versions.spring.post-1')
    expect(versionIdOf('drafts.post-1', 'spring')).toBe('versions.spring.post-1')
    expect(versionIdOf('versions.spring.waitList.abc', 'autumn')).toBe('versions.autumn.waitList.abc')
    expect(draftIdOf('versions.spring.post-1')).toBe('drafts.post-1')
    expect(releaseOf('versions.spring.waitList.abc')).toBe('spring')
    expect(releaseOf('drafts.post-1')).toBeUndefined()
    expect(releaseOf('waitList.abc')).toBeUndefined()
  })

  it("a release's versions share one prefix, which no other release's versions start with", () => {
    expect(versionPrefixOf('spring')).toBe('versions.spring.')
    expect(versionIdOf('waitList.abc', 'spring').startsWith(versionPrefixOf('spring'))).toBe(true)
    expect(versionIdOf('post-1', 'spring2').startsWith(versionPrefixOf('spring'))).toBe(false)
  })

  it('tells drafts, versions and published ids apart; a path id is a published id', () => {
    expect([isDraftId('drafts.a'), isVersionId('drafts.a'), isPublishedId('drafts.a')]).toEqual([
      true,
      false,
      false,
    ])
    expect([isDraftId('versions.r.a'), isVersionId('versions.r.a'), isPublishedId('versions.r.a')]).toEqual([
      false,
      true,
      false,
    ])
    expect([isDraftId('waitList.a'), isVersionId('waitList.a'), isPublishedId('waitList.a')]).toEqual([
      false,
      false,
      true,
    ])
    // Only the whole first segment counts: a published id may start with the letters of a prefix.
    expect(isDraftId('draftsman')).toBe(false)
    expect(isVersionId('versionsOf.a')).toBe(false)
  })

  it('an id no Content Lake accepts comes back unchanged instead of throwing', () => {
    expect(publishedIdOf('drafts.versions.r.a')).toBe('drafts.versions.r.a')
    expect(publishedIdOf('versions.r')).toBe('versions.r')
    expect(draftIdOf('versions.r')).toBe('versions.r')
  })
})
