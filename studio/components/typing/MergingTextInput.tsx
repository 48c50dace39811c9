import { type ChangeEvent, useLayoutEffect, useRef } from 'react'
import { type InputProps, type StringInputProps, setIfMissing } from 'sanity'
import { type Caret, moveCaret } from '../../lib/caret'

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * Sanity's string and text inputs, made safe for two people typing in one field at once:
 *
 * - The first keystroke into an empty field would be a whole-value `set`, which overwrites what the other person
 *   typed meanwhile. Setting the field to `""` first (if still missing) lets the Studio send that keystroke, like every
 *   later one, as a diff-match-patch patch, which merges.
 * - When the other person's edit arrives, the browser puts the caret at the end of the new text, so the next keystroke
 *   lands inside their words. The caret is put back where it was, moved by the text inserted or deleted before it.
 */
export function MergingTextInput(props: InputProps) {
  const { onChange, value, elementProps } = props as StringInputProps
  const box = useRef<HTMLDivElement>(null)
  const caret = useRef<Caret | null>(null)

  useLayoutEffect(() => {
    const field = box.current?.querySelector<Field>('input, textarea')
    if (!field) return
    const remember = () => {
      if (document.activeElement !== field) return
      caret.current = { value: field.value, start: field.selectionStart ?? 0, end: field.selectionEnd ?? 0 }
    }
    const events = ['input', 'select', 'keyup', 'mouseup', 'focus'] as const
    for (const event of events) field.addEventListener(event, remember)
    document.addEventListener('selectionchange', remember)
    return () => {
      for (const event of events) field.removeEventListener(event, remember)
      document.removeEventListener('selectionchange', remember)
    }
  })

  // Runs after React has written a new value into the field and before the browser reports the moved caret.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value is what this effect answers to.
  useLayoutEffect(() => {
    const field = box.current?.querySelector<Field>('input, textarea')
    const before = caret.current
    if (!field || !before || document.activeElement !== field || field.value === before.value) return
    const moved = moveCaret(before, field.value)
    field.setSelectionRange(moved.start, moved.end)
    caret.current = { value: field.value, ...moved }
  }, [value])

  // The text inputs report keystrokes through `elementProps.onChange` (the DOM handler), which sends a `set`.
  if (typeof elementProps?.onChange !== 'function') return props.renderDefault(props)
  const handleChange = (event: ChangeEvent<Field>) => {
    if (typeof value !== 'string' && event.currentTarget.value !== '') onChange(setIfMissing(''))
    elementProps.onChange(event as ChangeEvent<HTMLInputElement>)
  }

  return (
    <div ref={box}>
      {props.renderDefault({
        ...props,
        elementProps: { ...elementProps, onChange: handleChange },
      } as InputProps)}
    </div>
  )
}
