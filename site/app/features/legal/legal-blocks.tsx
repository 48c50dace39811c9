/** Paragraphs and lists of a legal section. */
export function LegalBlocks({ blocks }: { blocks: (string | string[])[] }) {
  return (
    <>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.join('|')}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}
