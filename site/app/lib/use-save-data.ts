import { useRouteLoaderData } from 'react-router-dom'

/** Whether this page is rendered for a visitor with the data saver on (the root loader reads `Save-Data`). */
export function useSaveData(): boolean {
  return useRouteLoaderData<{ saveData?: boolean }>('root')?.saveData === true
}
