import { useEffect, useState } from 'react'
import { isDataSaverOn, setDataSaver } from './data-saver.ts'

/**
 * The footer's data-saver switch: an icon button (its name, "Data saver", is for assistive technology and the
 * tooltip), pressed while smaller images and no autoplay are in force.
 */
export function DataSaverToggle() {
  // The HTML cannot know the visitor's choice; the inline script's mark on <html> is the truth after hydration.
  const [on, setOn] = useState(false)
  useEffect(() => setOn(isDataSaverOn()), [])
  return (
    <button
      type="button"
      className="data-saver-toggle"
      aria-label="Data saver"
      aria-pressed={on}
      title={on ? 'Data saver is on' : 'Data saver is off'}
      onClick={() => {
        setDataSaver(!on)
        setOn(!on)
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 3v12m0 0-4-4m4 4 4-4M5 17v2a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-2"
        />
      </svg>
    </button>
  )
}
