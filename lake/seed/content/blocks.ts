import { type CoverName, seedImage } from '../images.ts'

/**
 * A tiny writing DSL for Portable Text, so the posts read like prose in the source. Keys are assigned afterwards by
 * `toPortableText`, from each block's position, so they stay stable from one generator run to the next.
 */
export interface Inline {
  text: string
  marks?: ('strong' | 'em' | 'code')[]
  href?: string
}
type Part = string | Inline

export type Style = 'normal' | 'h1' | 'h2' | 'h3' | 'blockquote'
export interface TextDraft {
  kind: 'text'
  style: Style
  listItem?: 'bullet' | 'number'
  parts: Part[]
}
export interface ImageDraft {
  kind: 'image'
  file: CoverName
  alt: string
}
export type BlockDraft = TextDraft | ImageDraft

export const strong = (text: string): Inline => ({ text, marks: ['strong'] })
export const em = (text: string): Inline => ({ text, marks: ['em'] })
export const code = (text: string): Inline => ({ text, marks: ['code'] })
export const link = (text: string, href: string): Inline => ({ text, href })

export const p = (...parts: Part[]): TextDraft => ({ kind: 'text', style: 'normal', parts })
export const h1 = (text: string): TextDraft => ({ kind: 'text', style: 'h1', parts: [text] })
export const h2 = (text: string): TextDraft => ({ kind: 'text', style: 'h2', parts: [text] })
export const h3 = (text: string): TextDraft => ({ kind: 'text', style: 'h3', parts: [text] })
export const quote = (...parts: Part[]): TextDraft => ({ kind: 'text', style: 'blockquote', parts })
export const img = (file: CoverName, alt: string): ImageDraft => ({ kind: 'image', file, alt })

const listOf =
  (listItem: 'bullet' | 'number') =>
  (...items: (Part | Part[])[]): TextDraft[] =>
    items.map((item) => ({
      kind: 'text',
      style: 'normal',
      listItem,
      parts: Array.isArray(item) ? item : [item],
    }))
export const bullets = listOf('bullet')
export const numbered = listOf('number')

/** Drafts → Portable Text with `_key` on every block, span and mark definition. */
export function toPortableText(drafts: (BlockDraft | BlockDraft[])[]) {
  return drafts.flat().map((draft, index) => {
    const key = `b${index.toString(36).padStart(2, '0')}`
    if (draft.kind === 'image') return { _key: key, ...seedImage(draft.file, draft.alt) }
    const markDefs: { _key: string; _type: 'link'; href: string }[] = []
    const children = draft.parts.map((part, spanIndex) => {
      const inline = typeof part === 'string' ? { text: part } : part
      const marks: string[] = [...(inline.marks ?? [])]
      if (inline.href) {
        const markKey = `${key}l${markDefs.length}`
        markDefs.push({ _key: markKey, _type: 'link', href: inline.href })
        marks.push(markKey)
      }
      return { _type: 'span', _key: `${key}s${spanIndex}`, text: inline.text, marks }
    })
    return {
      _type: 'block',
      _key: key,
      style: draft.style,
      ...(draft.listItem ? { listItem: draft.listItem, level: 1 } : {}),
      markDefs,
      children,
    }
  })
}
