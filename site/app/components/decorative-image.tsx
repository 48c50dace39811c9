import type { ComponentProps } from 'react'
import { useSaveData } from '../lib/use-save-data.ts'

/** An illustration that says nothing the text beside it does not (empty alt): left out with the data saver on. */
export function DecorativeImage(props: Omit<ComponentProps<'img'>, 'alt'>) {
  const saveData = useSaveData()
  if (saveData) return null
  return <img alt="" loading="lazy" {...props} />
}
