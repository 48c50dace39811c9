import { type LayoutProps, LoadingBlock, useFeatureEnabled } from 'sanity'
import { RoleWatchLayout } from './role-watch/RoleWatch'

/**
 * The Studio's layout, shown once the project's features are known. Sanity's Tasks layout renders the Studio bare
 * until `/features` answers and then inside its providers, so the answer arriving replaced the whole Studio: a
 * dialog opened or a field focused in the first seconds vanished (an editor's New release form, clean-clone run on
 * c228c39). Sanity keeps that answer per project once asked, so asking here first lets Tasks draw its layout once.
 */
export function FeaturesReadyLayout(props: LayoutProps) {
  const { isLoading } = useFeatureEnabled('sanityTasks')
  if (isLoading) return <LoadingBlock showText />
  return <RoleWatchLayout {...props} />
}
