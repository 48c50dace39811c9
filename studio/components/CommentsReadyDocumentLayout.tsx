import {
  type DocumentLayoutProps,
  getPublishedId,
  LoadingBlock,
  useCommentsEnabled,
  useFeatureEnabled,
  useSource,
} from 'sanity'

/**
 * A document pane, shown once its comments are ready. Sanity's document pane renders its layout bare until the
 * project's comments feature is known, then inside its comments provider, so React draws the whole pane a second
 * time: a menu opened or a field focused in the meantime vanished (an editor's Translations menu closed under the
 * click, clean-clone CI on 4560a62). The feature arrives as a deferred React update, which a busy Studio puts off for
 * seconds. So until comments are on (or known to stay off for this document) the pane shows Sanity's loading block,
 * and the form is drawn once, inside the provider. The Studio's layout waits for the features the same way
 * (FeaturesReadyLayout.tsx).
 */
export function CommentsReadyDocumentLayout(props: DocumentLayoutProps) {
  const commentsOn = useCommentsEnabled().enabled
  const feature = useFeatureEnabled('studioComments')
  const configured = useSource().document.comments.enabled({
    documentType: props.documentType,
    documentId: getPublishedId(props.documentId),
  })
  const commentsComing = !commentsOn && (feature.isLoading || (configured && !feature.error))
  if (commentsComing) return <LoadingBlock showText />
  return props.renderDefault(props)
}
