import { useRef } from 'react'
import {
  type ArrayOfObjectsInputProps,
  getPublishedId,
  getVersionFromId,
  type InputProps,
  pathToString,
  useDocumentOperation,
  useFormValue,
} from 'sanity'

/**
 * The first block every editor of an empty Portable Text field starts in, the same for everyone. Keys need only be
 * unique within their array, and the editor's own keys are random hex, so these never collide with one it makes.
 */
export const SHARED_FIRST_BLOCK = {
  _type: 'block',
  _key: 'first-block',
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 'first-span', text: '', marks: [] }],
}

/**
 * Sanity's Portable Text input, made safe for two people starting to type into one empty body at once. Each editor
 * would insert its own first block (random key) before `body[0]`, and the two editors hold the blocks in different
 * orders. Bringing the document's order into its own, block by block, the editor meets a passing duplicate key; its
 * repair ("Fixing duplicate key on node" in its `pte:normalization` log) is sent as a new `_key` for `body[1]`, which
 * in the document is the other person's block. Every later keystroke of its owner patches a key that is gone, and is
 * dropped, as the Studio's own @sanity/mutator drops it (lake/test/portable-text-typing.test.ts).
 *
 * Here, when someone enters an empty body, the body is set to one shared first block if still missing: whoever's
 * arrives first makes it, the other's changes nothing, and both type into the same span, where diff-match-patch
 * merges their letters as in any text field. Clicking into an empty body so makes a draft with one empty paragraph.
 */
export function SharedFirstBlockInput(props: InputProps) {
  const { value, readOnly, path } = props as ArrayOfObjectsInputProps
  const id = String(useFormValue(['_id']) ?? '')
  const type = String(useFormValue(['_type']) ?? '')
  const { patch } = useDocumentOperation(getPublishedId(id), type, getVersionFromId(id))
  const started = useRef(false)
  const isEmpty = value === undefined
  const startShared = () => {
    if (readOnly || !isEmpty || started.current || patch.disabled) return
    started.current = true
    // Through the document, not the input's onChange: the form puts `setIfMissing([])` on the field before an
    // input's patches, and the body would then never be missing.
    patch.execute([{ setIfMissing: { [pathToString(path)]: [SHARED_FIRST_BLOCK] } }])
  }
  if (!isEmpty) started.current = false
  return <div onFocusCapture={startShared}>{props.renderDefault(props)}</div>
}
