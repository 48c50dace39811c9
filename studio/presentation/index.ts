import { presentationTool } from 'sanity/presentation'
import { locate } from './locations'
import { mainDocuments } from './main-documents'
import { siteOrigin, siteOrigins } from './site-origin'

/**
 * The site in a frame beside the form. The site needs no token and no preview-mode endpoint: inside this frame it
 * switches to live mode and the Studio runs its queries with the editor's own session (site/app/preview/).
 */
export const presentation = presentationTool({
  title: 'Presentation',
  previewUrl: { origin: siteOrigin, preview: '/' },
  allowOrigins: siteOrigins,
  resolve: { locations: locate, mainDocuments },
})
