import { type InputProps, isArrayOfBlocksSchemaType } from 'sanity'
import { MergingTextInput } from './MergingTextInput'
import { SharedFirstBlockInput } from './SharedFirstBlockInput'

/**
 * Every free-text string or text field (not a pick list) gets the input that merges two people's typing; every
 * Portable Text field starts from one shared first block.
 */
export function renderMergingTextInput(props: InputProps) {
  const type = props.schemaType
  if (isArrayOfBlocksSchemaType(type)) return <SharedFirstBlockInput {...props} />
  const isFreeText = type.jsonType === 'string' && !(type.options as { list?: unknown } | undefined)?.list
  return isFreeText ? <MergingTextInput {...props} /> : props.renderDefault(props)
}
