/** The Studio's comment and task messages are Portable Text whose inline `mention` objects name a member (`userId`). */

interface Child {
  _type?: string
  text?: string
  userId?: string
}
interface Block {
  children?: Child[]
}

const blocksOf = (message: unknown): Block[] =>
  Array.isArray(message) ? (message.filter((block) => block && typeof block === 'object') as Block[]) : []

/** The ids of the members a message mentions, each once. */
export function mentionedIn(message: unknown): string[] {
  const ids = blocksOf(message).flatMap((block) =>
    (block.children ?? []).filter((child) => child?._type === 'mention' && typeof child.userId === 'string'),
  )
  return [...new Set(ids.map((child) => child.userId as string))]
}

/** The message as plain text, a mention as `@<name>`. */
export function plainText(message: unknown, nameOf: (userId: string) => string): string {
  return blocksOf(message)
    .map((block) =>
      (block.children ?? [])
        .map((child) =>
          child?._type === 'mention' && child.userId ? `@${nameOf(child.userId)}` : (child?.text ?? ''),
        )
        .join(''),
    )
    .join('\n')
    .trim()
}
