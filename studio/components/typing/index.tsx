import type { InputProps } from 'sanity'
import { MergingTextInput } from './MergingTextInput'

/** Every free-text string or text field (not a pick list) gets the input that merges two people's typing. */
export function renderMergingTextInput(props: InputProps) {
  const type = props.schemaType
  const isFreeText = type.jsonType === 'string' && !(type.options as { list?: unknown } | undefined)?.list
  return isFreeText ? <MergingTextInput {...props} /> : props.renderDefault(props)
}
